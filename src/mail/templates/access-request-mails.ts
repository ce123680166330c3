import { type Language, toLanguage } from '../../contracts';
import texts from './access-request-mails.json';
import { type RenderedMail, renderTemplatedMail, WORKFLOW_MAIL_CATALOGUES } from './render-workflow-mail';

/** The mails of access requests (issue 35), in the recipient's language. `{{name}}` placeholders are filled in. */
export const ACCESS_MAILS = ['access-requested', 'access-granted', 'access-refused', 'access-withdrawn', 'access-ending'] as const;
export type AccessMail = (typeof ACCESS_MAILS)[number];

export interface AccessMailVariables {
  fullname: string;
  toolName: string;
  requester: string;
  decider: string;
  reason: string;
  /** The grant's end, as a date; empty when unlimited. */
  until: string;
  link: string;
}

type Template = { subject: string; paragraphs: string[] };

/** Each language's subject and paragraphs, in `access-request-mails.json`. */
const TEMPLATES: Record<Language, Record<AccessMail, Template>> = texts;

const LINKS: ReadonlySet<string> = new Set<keyof AccessMailVariables>(['link']);

/** Renders one access mail in `language` (unknown ones fall back to English), as the workflow mails are rendered and signed. */
export function renderAccessMail(mail: AccessMail, language: unknown, values: AccessMailVariables): RenderedMail {
  const lang = toLanguage(language);
  return renderTemplatedMail(lang, TEMPLATES[lang][mail], WORKFLOW_MAIL_CATALOGUES[lang].signature, { ...values }, LINKS);
}
