import { isAbsolute, relative, resolve } from 'node:path';

/** Whether `path` lies inside `folder` (both resolved; `..` cannot climb out). */
export function insideFolder(path: string, folder: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
