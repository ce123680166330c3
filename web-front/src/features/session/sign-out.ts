import { logout } from '@/api/calls';
import { assignLocation } from '@/lib/assign-location';

/**
 * Signs out of the portal and of the single sign-on (its end-session address), so that the next
 * visit can sign in with another account. Rejects when the portal could not be reached.
 */
export async function signOut(): Promise<void> {
  const { url } = await logout();
  assignLocation(url || '/');
}
