import type { CurrentUser } from '@contracts';
import { apiRequest } from './client';

/** PUT updateUser with the full user (spec section 7); the server keeps background, tour and language. */
export function updateUser(user: CurrentUser): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('PUT', 'updateUser', { body: user });
}
