import type { Language } from '../../contracts';

/**
 * The five mails of the approval workflow (back-office spec section 3, Mail templates), and the
 * rejection of a request, which tells the editor the administrator's reason.
 */
export const WORKFLOW_MAILS = [
  'validation-requested',
  'validation-accepted',
  'validation-rejected',
  'extra-validation-required',
  'extra-validation-rejected',
  'extra-validation-accepted',
] as const;
export type WorkflowMail = (typeof WORKFLOW_MAILS)[number];

/**
 * The values a template may use. The spec's seven placeholders, plus `editorfullname` (who asked
 * for the approval), which the new-request mail names so an administrator knows whose change it is.
 */
export interface WorkflowMailVariables {
  toolName: string;
  fullname: string;
  adminfullname: string;
  validatorfullname: string;
  message: string;
  validationUrl: string;
  appUrl: string;
  editorfullname: string;
}
export type WorkflowMailPlaceholder = keyof WorkflowMailVariables;

/**
 * One mail in one language: a subject and paragraphs with `{{placeholder}}`s. The text and HTML
 * bodies are both rendered from the paragraphs, so the two never say different things. A paragraph
 * whose every placeholder is empty (a rejection without a reason) is left out.
 */
export interface WorkflowMailTemplate {
  subject: string;
  paragraphs: string[];
}

/** All mails of one language, with the closing line every mail ends with. */
export interface WorkflowMailCatalogue {
  language: Language;
  mails: Record<WorkflowMail, WorkflowMailTemplate>;
  signature: string;
}
