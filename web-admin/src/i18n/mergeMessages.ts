import type { Messages } from './messages';

const isTree = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds a page group's message tree to a language's messages, branch by branch. */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
  }
  return merged;
}
