import { type Language, toLanguage } from '../../contracts';
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

const TEMPLATES: Record<Language, Record<AccessMail, Template>> = {
  en: {
    'access-requested': {
      subject: 'Access request: {{toolName}}',
      paragraphs: ['Hello {{fullname}},', '{{requester}} asks for access to the tool “{{toolName}}”.', 'Reason: {{reason}}', 'Approve or refuse the request: {{link}}'],
    },
    'access-granted': {
      subject: 'Access granted: {{toolName}}',
      paragraphs: ['Hello {{fullname}},', '{{decider}} granted you access to the tool “{{toolName}}”. It is on your wall now.', 'Until {{until}}.', 'Your requests: {{link}}'],
    },
    'access-refused': {
      subject: 'Access refused: {{toolName}}',
      paragraphs: ['Hello {{fullname}},', '{{decider}} refused your request for the tool “{{toolName}}”.', 'Reason: {{reason}}', 'Your requests: {{link}}'],
    },
    'access-withdrawn': {
      subject: 'Request withdrawn: {{toolName}}',
      paragraphs: ['Hello {{fullname}},', 'The tool “{{toolName}}” can no longer be requested, so your waiting request was withdrawn.', 'Your requests: {{link}}'],
    },
    'access-ending': {
      subject: 'Your access ends soon: {{toolName}}',
      paragraphs: ['Hello {{fullname}},', 'Your access to the tool “{{toolName}}” ends on {{until}}.', 'To keep it, ask for an extension: {{link}}'],
    },
  },
  fr: {
    'access-requested': {
      subject: 'Demande d’accès : {{toolName}}',
      paragraphs: ['Bonjour {{fullname}},', '{{requester}} demande l’accès à l’outil « {{toolName}} ».', 'Motif : {{reason}}', 'Accepter ou refuser la demande : {{link}}'],
    },
    'access-granted': {
      subject: 'Accès accordé : {{toolName}}',
      paragraphs: ['Bonjour {{fullname}},', '{{decider}} vous a accordé l’accès à l’outil « {{toolName}} ». Il est maintenant sur votre mur.', 'Jusqu’au {{until}}.', 'Vos demandes : {{link}}'],
    },
    'access-refused': {
      subject: 'Accès refusé : {{toolName}}',
      paragraphs: ['Bonjour {{fullname}},', '{{decider}} a refusé votre demande d’accès à l’outil « {{toolName}} ».', 'Motif : {{reason}}', 'Vos demandes : {{link}}'],
    },
    'access-withdrawn': {
      subject: 'Demande retirée : {{toolName}}',
      paragraphs: ['Bonjour {{fullname}},', 'L’outil « {{toolName}} » ne peut plus être demandé : votre demande en attente a été retirée.', 'Vos demandes : {{link}}'],
    },
    'access-ending': {
      subject: 'Votre accès prend bientôt fin : {{toolName}}',
      paragraphs: ['Bonjour {{fullname}},', 'Votre accès à l’outil « {{toolName}} » prend fin le {{until}}.', 'Pour le garder, demandez une prolongation : {{link}}'],
    },
  },
  zh: {
    'access-requested': {
      subject: '访问申请：{{toolName}}',
      paragraphs: ['{{fullname}}，您好：', '{{requester}} 申请访问工具“{{toolName}}”。', '理由：{{reason}}', '批准或拒绝该申请：{{link}}'],
    },
    'access-granted': {
      subject: '已授予访问权限：{{toolName}}',
      paragraphs: ['{{fullname}}，您好：', '{{decider}} 已授予您访问工具“{{toolName}}”的权限，它现已显示在您的主页上。', '有效期至 {{until}}。', '您的申请：{{link}}'],
    },
    'access-refused': {
      subject: '访问申请被拒绝：{{toolName}}',
      paragraphs: ['{{fullname}}，您好：', '{{decider}} 拒绝了您对工具“{{toolName}}”的访问申请。', '理由：{{reason}}', '您的申请：{{link}}'],
    },
    'access-withdrawn': {
      subject: '申请已撤回：{{toolName}}',
      paragraphs: ['{{fullname}}，您好：', '工具“{{toolName}}”已不再接受访问申请，您待处理的申请已被撤回。', '您的申请：{{link}}'],
    },
    'access-ending': {
      subject: '您的访问权限即将到期：{{toolName}}',
      paragraphs: ['{{fullname}}，您好：', '您对工具“{{toolName}}”的访问权限将于 {{until}} 到期。', '如需继续使用，请申请延期：{{link}}'],
    },
  },
  ja: {
    'access-requested': {
      subject: 'アクセス申請：{{toolName}}',
      paragraphs: ['{{fullname}} 様', '{{requester}} さんがツール「{{toolName}}」へのアクセスを申請しました。', '理由：{{reason}}', '申請を承認または却下する：{{link}}'],
    },
    'access-granted': {
      subject: 'アクセスが許可されました：{{toolName}}',
      paragraphs: ['{{fullname}} 様', '{{decider}} さんがツール「{{toolName}}」へのアクセスを許可しました。ウォールに表示されています。', '{{until}} まで。', 'あなたの申請：{{link}}'],
    },
    'access-refused': {
      subject: 'アクセスが却下されました：{{toolName}}',
      paragraphs: ['{{fullname}} 様', '{{decider}} さんがツール「{{toolName}}」へのアクセス申請を却下しました。', '理由：{{reason}}', 'あなたの申請：{{link}}'],
    },
    'access-withdrawn': {
      subject: '申請が取り下げられました：{{toolName}}',
      paragraphs: ['{{fullname}} 様', 'ツール「{{toolName}}」は申請できなくなったため、保留中の申請は取り下げられました。', 'あなたの申請：{{link}}'],
    },
    'access-ending': {
      subject: 'アクセス期限が近づいています：{{toolName}}',
      paragraphs: ['{{fullname}} 様', 'ツール「{{toolName}}」へのアクセスは {{until}} に終了します。', '延長を申請する：{{link}}'],
    },
  },
};

const LINKS: ReadonlySet<string> = new Set<keyof AccessMailVariables>(['link']);

/** Renders one access mail in `language` (unknown ones fall back to English), as the workflow mails are rendered and signed. */
export function renderAccessMail(mail: AccessMail, language: unknown, values: AccessMailVariables): RenderedMail {
  const lang = toLanguage(language);
  return renderTemplatedMail(lang, TEMPLATES[lang][mail], WORKFLOW_MAIL_CATALOGUES[lang].signature, { ...values }, LINKS);
}
