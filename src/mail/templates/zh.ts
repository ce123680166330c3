import type { WorkflowMailCatalogue } from './workflow-mail-template';

export const zh: WorkflowMailCatalogue = {
  language: 'zh',
  mails: {
    'validation-requested': {
      subject: '审批请求：{{toolName}}',
      paragraphs: [
        '{{fullname}}，您好：',
        '{{editorfullname}} 提交了工具“{{toolName}}”，等待审批。',
        '请在审批页面处理该请求：{{validationUrl}}',
      ],
    },
    'validation-accepted': {
      subject: '您的工具已获批准：{{toolName}}',
      paragraphs: [
        '{{fullname}}，您好：',
        '{{adminfullname}} 已批准您对工具“{{toolName}}”的申请，该工具现已在门户上线。',
        '查看工具：{{appUrl}}',
      ],
    },
    'validation-rejected': {
      subject: '您的申请未获批准：{{toolName}}',
      paragraphs: [
        '{{fullname}}，您好：',
        '{{adminfullname}} 拒绝了您对工具“{{toolName}}”的申请，该工具保持原样。',
        '原因：{{message}}',
        '您可以修改该工具后重新提交。',
      ],
    },
    'extra-validation-required': {
      subject: '请进行额外审批：{{toolName}}',
      paragraphs: [
        '{{fullname}}，您好：',
        '{{adminfullname}} 请您对工具“{{toolName}}”进行额外审批（指定审批人：{{validatorfullname}}）。',
        '请在审批页面批准或拒绝：{{validationUrl}}',
      ],
    },
    'extra-validation-rejected': {
      subject: '额外审批被拒绝：{{toolName}}',
      paragraphs: [
        '{{fullname}}，您好：',
        '{{validatorfullname}} 拒绝了您为工具“{{toolName}}”申请的额外审批。',
        '原因：{{message}}',
        '审批页面：{{validationUrl}}',
      ],
    },
    'extra-validation-accepted': {
      subject: '额外审批已通过：{{toolName}}',
      paragraphs: [
        '{{fullname}}，您好：',
        '{{validatorfullname}} 已通过您为工具“{{toolName}}”申请的额外审批。',
        '您现在可以在审批页面做出最终决定：{{validationUrl}}',
      ],
    },
  },
  signature: '此邮件由工具门户自动发送，请勿回复。',
};
