import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { devstackConfig } from '../platform/config/tooling-config';

/** The path of an executable on PATH, or null. */
export function which(name: string): string | null {
  for (const dir of devstackConfig().PATH.split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
