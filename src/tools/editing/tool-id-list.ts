import { Types } from 'mongoose';
import { InvalidToolIds } from './tool-editing.errors';

/** Not in the spec: how many tools one delete or bulk edit may name (the list shows 50 a page). */
const MAX_TOOLS_PER_BATCH = 200;

/** A list of tool ids (comma-separated text or an array): each well formed, once, at most MAX_TOOLS_PER_BATCH. */
export function toolIdList(value: unknown, field = 'ids'): Types.ObjectId[] {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!parts) throw new InvalidToolIds(field);
  const ids = [...new Set(parts.map((part) => (typeof part === 'string' ? part.trim().toLowerCase() : part)))].filter((id) => id !== '');
  if (!ids.length || ids.length > MAX_TOOLS_PER_BATCH || ids.some((id) => typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id))) {
    throw new InvalidToolIds(field);
  }
  return (ids as string[]).map((id) => new Types.ObjectId(id));
}
