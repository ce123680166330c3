import type { WorkflowMailCatalogue } from './workflow-mail-template';

export const ja: WorkflowMailCatalogue = {
  language: 'ja',
  mails: {
    'validation-requested': {
      subject: '承認依頼：{{toolName}}',
      paragraphs: [
        '{{fullname}} 様',
        '{{editorfullname}} さんがツール「{{toolName}}」の承認を申請しました。',
        '承認ページで申請をご確認ください：{{validationUrl}}',
      ],
    },
    'validation-accepted': {
      subject: 'ツールが承認されました：{{toolName}}',
      paragraphs: [
        '{{fullname}} 様',
        '{{adminfullname}} さんがツール「{{toolName}}」の申請を承認しました。ツールはポータルで公開されています。',
        'ツールを見る：{{appUrl}}',
      ],
    },
    'validation-rejected': {
      subject: '申請は承認されませんでした：{{toolName}}',
      paragraphs: [
        '{{fullname}} 様',
        '{{adminfullname}} さんがツール「{{toolName}}」の申請を却下しました。ツールは元のままです。',
        '理由：{{message}}',
        'ツールを修正して、もう一度申請できます。',
      ],
    },
    'extra-validation-required': {
      subject: '追加承認のお願い：{{toolName}}',
      paragraphs: [
        '{{fullname}} 様',
        '{{adminfullname}} さんから、ツール「{{toolName}}」の追加承認を依頼されています（指定承認者：{{validatorfullname}}）。',
        '承認ページで承認または却下してください：{{validationUrl}}',
      ],
    },
    'extra-validation-rejected': {
      subject: '追加承認が却下されました：{{toolName}}',
      paragraphs: [
        '{{fullname}} 様',
        '{{validatorfullname}} さんが、ツール「{{toolName}}」についてご依頼の追加承認を却下しました。',
        '理由：{{message}}',
        '承認ページ：{{validationUrl}}',
      ],
    },
    'extra-validation-accepted': {
      subject: '追加承認が完了しました：{{toolName}}',
      paragraphs: [
        '{{fullname}} 様',
        '{{validatorfullname}} さんが、ツール「{{toolName}}」についてご依頼の追加承認を承認しました。',
        '承認ページで最終判断を行ってください：{{validationUrl}}',
      ],
    },
  },
  signature: 'このメールはツールポータルから自動送信されています。返信しないでください。',
};
