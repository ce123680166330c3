import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { escapeHtml, LANGUAGES, type Language, type Translated } from '../../contracts';

type Texts = { title: string; body: string };

/** The maintenance announcement's words in each language; `{tool}` is the tool's title in that language. */
const TEXTS: Record<Language, Texts> = {
  en: { title: 'Maintenance: {tool}', body: '{tool} is under maintenance.' },
  fr: { title: 'Maintenance : {tool}', body: '{tool} est en maintenance.' },
  zh: { title: '维护：{tool}', body: '{tool} 正在维护中。' },
  ja: { title: 'メンテナンス：{tool}', body: '{tool} はメンテナンス中です。' },
};

/**
 * The one maintenance announcement of a tool has an id derived from the tool's: declaring again replaces
 * it, and a redelivered event writes the same document.
 */
export function maintenanceAnnouncementId(toolId: string): Types.ObjectId {
  const hash = createHash('sha256').update(`maintenance|${toolId}`).digest('hex');
  return new Types.ObjectId(hash.slice(0, 24));
}

/**
 * Title and body in every language: the tool's title in that language (else English, else French, else
 * any), and the manager's message (escaped: it is plain text) or, without one, a sentence saying so.
 */
export function maintenanceTexts(toolTitle: Record<string, string>, message: string): { title: Translated; body: Translated } {
  const title: Translated = {};
  const body: Translated = {};
  const anyTitle = toolTitle.en || toolTitle.fr || Object.values(toolTitle).find(Boolean) || '';
  for (const lang of LANGUAGES) {
    const tool = toolTitle[lang] || anyTitle;
    title[lang] = TEXTS[lang].title.replace('{tool}', tool);
    body[lang] = `<p>${escapeHtml(message.trim() || TEXTS[lang].body.replace('{tool}', tool))}</p>`;
  }
  return { title, body };
}
