import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@contracts';
import { ApiError } from '@/api/client';
import { updateUser } from '@/api/user-calls';
import { useNotify } from '@/components/notifications/notifications-context';
import { useCurrentUser, useSetCurrentUser } from '../current-user-context';

/**
 * Saves a change of the current user with PUT updateUser (the full user, spec section 7). The change
 * shows at once; the server's answer then replaces the user, and a failure puts the old one back.
 */
export function useSaveUser(): { save: (change: Partial<CurrentUser>) => Promise<boolean>; saving: boolean } {
  const user = useCurrentUser();
  const setUser = useSetCurrentUser();
  const notify = useNotify();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (change: Partial<CurrentUser>) => {
      const changed = { ...user, ...change };
      setUser(changed);
      setSaving(true);
      try {
        const saved = await updateUser(changed);
        setUser(saved && typeof saved === 'object' ? { ...changed, ...saved } : changed);
        return true;
      } catch (error) {
        setUser(user);
        if (!(error instanceof ApiError && error.handled)) notify.error(t('profile.saveFailed'));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [user, setUser, notify, t],
  );
  return { save, saving };
}
