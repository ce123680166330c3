/** The mail module's public API: the queue other modules put mails on, the message and the workflow templates. */
export { MAIL_QUEUE, SEND_MAIL_JOB } from './mail-message';
export type { MailMessage, MailReaction } from './mail-message';
export { MailQueue } from './mail.queue';
export { WORKFLOW_MAILS } from './templates/workflow-mail-template';
export type { WorkflowMail, WorkflowMailVariables, WorkflowMailPlaceholder, WorkflowMailTemplate, WorkflowMailCatalogue } from './templates/workflow-mail-template';
export { renderWorkflowMail, WORKFLOW_MAIL_CATALOGUES } from './templates/render-workflow-mail';
export type { RenderedMail } from './templates/render-workflow-mail';
export { ACCESS_MAILS, renderAccessMail } from './templates/access-request-mails';
export type { AccessMail, AccessMailVariables } from './templates/access-request-mails';
