import type { ComponentType } from 'react';
import { ADMIN_BASENAME } from '../navigation';

/** The back-office home (the tools list) and its popins, drawn over it. */
const HOME_PATHS = [/^\/?$/, /^\/add-tool\/?$/, /^\/edit-tool\/[^/]+\/?$/];

export function isToolsHome(pathname: string): boolean {
  if (!pathname.startsWith(ADMIN_BASENAME)) return false;
  const path = pathname.slice(ADMIN_BASENAME.length);
  return HOME_PATHS.some((home) => home.test(path));
}

const loadToolsHome = (): Promise<ComponentType> => import('../resources/tools/toolsHomeEntry').then((module) => module.ToolsHome);

// Imported first by main.tsx, with nothing heavy of its own. A dynamic import is only fetched once the
// module that asks for it has run (in a microtask after it), but Vite's loader adds the
// `<link rel="modulepreload">` of what the imported chunk imports at once: on the home, the home's
// code (the tools-home chunk, vite.config.ts) then arrives while the app's ~1 MB module runs, not after.
const early = isToolsHome(window.location.pathname) ? loadToolsHome() : undefined;

/** The home's code: the load started as the page loaded, if it was the home's, else a new one. */
export function toolsHomeCode(): Promise<ComponentType> {
  return early ?? loadToolsHome();
}
