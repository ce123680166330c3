import type { Language } from '../../contracts';
import type { MailMessage } from '../../mail/mail.public';

type Texts = { downSubject: string; upSubject: string; down: string; up: string; reason: string; page: string };

/** The status mails in the recipient's language; `{tool}` and `{since}` are filled in. */
const TEXTS: Record<Language, Texts> = {
  en: {
    downSubject: '{tool} is down',
    upSubject: '{tool} is back up',
    down: 'The status check of {tool}, a tool you manage, has failed twice in a row since {since}.',
    up: '{tool}, a tool you manage, answers its status check again since {since}.',
    reason: 'Cause of the last failure: {reason}.',
    page: 'Status page of the tool: {url}',
  },
  fr: {
    downSubject: '{tool} est hors service',
    upSubject: '{tool} fonctionne de nouveau',
    down: 'La vérification d’état de {tool}, un outil dont vous êtes responsable, a échoué deux fois de suite depuis {since}.',
    up: '{tool}, un outil dont vous êtes responsable, répond de nouveau à sa vérification d’état depuis {since}.',
    reason: 'Cause du dernier échec : {reason}.',
    page: 'Page d’état de l’outil : {url}',
  },
  zh: {
    downSubject: '{tool} 无法访问',
    upSubject: '{tool} 已恢复',
    down: '您管理的工具 {tool} 的状态检查自 {since} 起连续两次失败。',
    up: '您管理的工具 {tool} 自 {since} 起重新通过状态检查。',
    reason: '最近一次失败的原因：{reason}。',
    page: '工具状态页面：{url}',
  },
  ja: {
    downSubject: '{tool} が停止しています',
    upSubject: '{tool} が復旧しました',
    down: 'あなたが管理するツール {tool} のステータスチェックが {since} から2回連続で失敗しました。',
    up: 'あなたが管理するツール {tool} は {since} からステータスチェックに再び応答しています。',
    reason: '最後の失敗の原因：{reason}。',
    page: 'ツールのステータスページ：{url}',
  },
};

const REASONS: Record<string, string> = {
  status: 'HTTP {status}',
  timeout: 'timeout',
  tls: 'TLS',
  connection: 'connection refused or reset',
  sign_in_redirect: 'redirect to a sign-in page',
  too_many_redirects: 'too many redirects',
  address_refused: 'address not allowed',
};

export interface StatusMailFacts {
  change: 'down' | 'up';
  toolTitle: string;
  since: Date;
  reason: string;
  httpStatus: number | null;
  pageUrl: string;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function statusMail(to: string, language: Language, facts: StatusMailFacts): MailMessage {
  const texts = TEXTS[language] ?? TEXTS.en;
  const values = {
    tool: facts.toolTitle,
    since: facts.since.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    reason: fill(REASONS[facts.reason] ?? facts.reason, { status: String(facts.httpStatus ?? '') }),
    url: facts.pageUrl,
  };
  const paragraphs = facts.change === 'down' ? [texts.down, texts.reason, texts.page] : [texts.up, texts.page];
  const filled = paragraphs.map((p) => fill(p, values));
  return {
    to,
    subject: fill(facts.change === 'down' ? texts.downSubject : texts.upSubject, values),
    text: filled.join('\n\n'),
    html: filled.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    reason: `tool-status.${facts.change}`,
  };
}
