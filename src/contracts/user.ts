import type { z } from 'zod';
import type { currentUserSchema } from './wire/current-user';

/** Kind of account, from the login id's prefix (front spec section 3). */
export type AccountKind = 'external' | 'generic' | 'intern' | 'employee';

export function accountKindOf(loginId: string): AccountKind {
  const id = loginId.toLowerCase();
  if (id.startsWith('c_')) return 'external';
  if (id.startsWith('g_')) return 'generic';
  if (id.startsWith('i_')) return 'intern';
  return 'employee';
}

/** The current user as `GET getOneUser` returns it (front spec section 3); the schema is `wire/current-user.ts`. */
export type CurrentUser = z.infer<typeof currentUserSchema>;
