import type { WorkflowMailCatalogue } from './workflow-mail-template';

export const fr: WorkflowMailCatalogue = {
  language: 'fr',
  mails: {
    'validation-requested': {
      subject: 'Demande de validation : {{toolName}}',
      paragraphs: [
        'Bonjour {{fullname}},',
        '{{editorfullname}} a soumis l’outil « {{toolName}} » à validation.',
        'Merci d’examiner la demande sur la page des validations : {{validationUrl}}',
      ],
    },
    'validation-accepted': {
      subject: 'Votre outil a été validé : {{toolName}}',
      paragraphs: [
        'Bonjour {{fullname}},',
        '{{adminfullname}} a validé votre demande pour l’outil « {{toolName}} ». Il est désormais en ligne sur le portail.',
        'Voir l’outil : {{appUrl}}',
      ],
    },
    'validation-rejected': {
      subject: 'Votre demande n’a pas été validée : {{toolName}}',
      paragraphs: [
        'Bonjour {{fullname}},',
        '{{adminfullname}} a refusé votre demande pour l’outil « {{toolName}} ». L’outil reste tel qu’il était.',
        'Motif : {{message}}',
        'Vous pouvez modifier l’outil et le soumettre à nouveau.',
      ],
    },
    'extra-validation-required': {
      subject: 'Validation supplémentaire demandée : {{toolName}}',
      paragraphs: [
        'Bonjour {{fullname}},',
        '{{adminfullname}} vous demande une validation supplémentaire pour l’outil « {{toolName}} » (validateur désigné : {{validatorfullname}}).',
        'Merci de l’accepter ou de la refuser sur la page des validations : {{validationUrl}}',
      ],
    },
    'extra-validation-rejected': {
      subject: 'Validation supplémentaire refusée : {{toolName}}',
      paragraphs: [
        'Bonjour {{fullname}},',
        '{{validatorfullname}} a refusé la validation supplémentaire que vous avez demandée pour l’outil « {{toolName}} ».',
        'Motif : {{message}}',
        'Page des validations : {{validationUrl}}',
      ],
    },
    'extra-validation-accepted': {
      subject: 'Validation supplémentaire accordée : {{toolName}}',
      paragraphs: [
        'Bonjour {{fullname}},',
        '{{validatorfullname}} a accordé la validation supplémentaire que vous avez demandée pour l’outil « {{toolName}} ».',
        'Vous pouvez maintenant prendre la décision finale sur la page des validations : {{validationUrl}}',
      ],
    },
  },
  signature: 'Ce message a été envoyé automatiquement par le portail des outils ; merci de ne pas y répondre.',
};
