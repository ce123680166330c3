import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

/**
 * A second build beside the repository's, as a deployment rolls out the next version: a copy of `dist`
 * under `<dir>/next/dist` whose package.json names `version` (the health report's detailed view and the
 * OpenAPI document show it). It resolves the same node_modules (it lies inside the repository). Returns
 * the copy's `dist` folder.
 */
export function nextBuild(dir: string, version: string): string {
  const next = join(dir, 'next');
  cpSync(join(root, 'dist'), join(next, 'dist'), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  // Its own name too: jest's module map refuses two package.json files of one name under the repository.
  writeFileSync(join(next, 'package.json'), JSON.stringify({ ...pkg, name: `${pkg.name}-next`, version }, null, 2));
  return join(next, 'dist');
}
