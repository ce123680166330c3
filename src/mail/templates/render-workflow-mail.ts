import { escapeHtml, type Language, toLanguage } from '../../contracts';
import { en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { zh } from './zh';
import type { WorkflowMail, WorkflowMailCatalogue, WorkflowMailPlaceholder, WorkflowMailVariables } from './workflow-mail-template';

export const WORKFLOW_MAIL_CATALOGUES: Record<Language, WorkflowMailCatalogue> = { en, fr, zh, ja };

export interface RenderedMail {
  language: Language;
  subject: string;
  text: string;
  html: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** Rendered as links in the HTML body. */
const URL_PLACEHOLDERS: ReadonlySet<string> = new Set<WorkflowMailPlaceholder>(['validationUrl', 'appUrl']);

type MailValues = Readonly<Record<string, string | undefined>>;

/** A paragraph with placeholders, all of them empty: an optional part (a reason) that was not given. */
function saysNothing(paragraph: string, values: MailValues): boolean {
  const names = [...paragraph.matchAll(PLACEHOLDER)].map((match) => match[1]);
  return names.length > 0 && names.every((name) => !values[name]?.trim());
}

function fill(template: string, values: MailValues, format: (name: string, value: string) => string): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) throw new Error(`unknown mail placeholder {{${name}}}`);
    return format(name, values[name] ?? '');
  });
}

/**
 * Renders one workflow mail in `language` (any value; unknown ones fall back to English): the subject
 * on one line, a text body and an HTML body whose every placeholder value is escaped.
 */
export function renderWorkflowMail(mail: WorkflowMail, language: unknown, values: WorkflowMailVariables): RenderedMail {
  const lang = toLanguage(language);
  const catalogue = WORKFLOW_MAIL_CATALOGUES[lang];
  return renderTemplatedMail(lang, catalogue.mails[mail], catalogue.signature, { ...values }, URL_PLACEHOLDERS);
}

/**
 * Renders a subject-and-paragraphs template of any catalogue (the workflow's, the access requests'),
 * signed with the workflow catalogue's signature: the placeholders named in `links` become links when
 * they hold an http(s) address.
 */
export function renderTemplatedMail(lang: Language, template: { subject: string; paragraphs: readonly string[] }, signature: string, values: MailValues, links: ReadonlySet<string>): RenderedMail {
  // A subject is one header line: a line break typed in a tool name must not leak into it.
  const subject = fill(template.subject, values, (_, value) => value.replace(/\s+/g, ' ').trim());
  const paragraphs = template.paragraphs.filter((p) => !saysNothing(p, values));
  const text = [...paragraphs.map((p) => fill(p, values, (_, value) => value)), '--', signature].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${fill(escapeHtml(p), values, (name, value) => htmlValue(name, value, links))}</p>`);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; color: #222;">',
    ...htmlParagraphs,
    `<p style="color: #777; font-size: 12px;">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { language: lang, subject, text, html };
}

function htmlValue(name: string, value: string, links: ReadonlySet<string>): string {
  const escaped = escapeHtml(value);
  if (links.has(name) && /^https?:\/\//i.test(value)) return `<a href="${escaped}">${escaped}</a>`;
  return escaped.replace(/\r?\n/g, '<br>');
}
