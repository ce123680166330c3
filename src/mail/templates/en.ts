import type { WorkflowMailCatalogue } from './workflow-mail-template';

export const en: WorkflowMailCatalogue = {
  language: 'en',
  mails: {
    'validation-requested': {
      subject: 'Approval request: {{toolName}}',
      paragraphs: [
        'Hello {{fullname}},',
        '{{editorfullname}} submitted the tool “{{toolName}}” for approval.',
        'Please review the request on the approvals page: {{validationUrl}}',
      ],
    },
    'validation-accepted': {
      subject: 'Your tool has been approved: {{toolName}}',
      paragraphs: [
        'Hello {{fullname}},',
        '{{adminfullname}} approved your request for the tool “{{toolName}}”. It is now live on the portal.',
        'See the tool: {{appUrl}}',
      ],
    },
    'validation-rejected': {
      subject: 'Your request was not approved: {{toolName}}',
      paragraphs: [
        'Hello {{fullname}},',
        '{{adminfullname}} rejected your request for the tool “{{toolName}}”. The tool stays as it was.',
        'Reason: {{message}}',
        'You can change the tool and submit it again.',
      ],
    },
    'extra-validation-required': {
      subject: 'Additional approval requested: {{toolName}}',
      paragraphs: [
        'Hello {{fullname}},',
        '{{adminfullname}} asks you for an additional approval of the tool “{{toolName}}” (designated validator: {{validatorfullname}}).',
        'Please approve or reject it on the approvals page: {{validationUrl}}',
      ],
    },
    'extra-validation-rejected': {
      subject: 'Additional approval rejected: {{toolName}}',
      paragraphs: [
        'Hello {{fullname}},',
        '{{validatorfullname}} rejected the additional approval you requested for the tool “{{toolName}}”.',
        'Reason: {{message}}',
        'Approvals page: {{validationUrl}}',
      ],
    },
    'extra-validation-accepted': {
      subject: 'Additional approval granted: {{toolName}}',
      paragraphs: [
        'Hello {{fullname}},',
        '{{validatorfullname}} granted the additional approval you requested for the tool “{{toolName}}”.',
        'You can now take the final decision on the approvals page: {{validationUrl}}',
      ],
    },
  },
  signature: 'This message was sent automatically by the tool portal; please do not reply.',
};
