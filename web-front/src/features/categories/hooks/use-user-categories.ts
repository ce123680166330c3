import type { CurrentUser, Language } from '@contracts';
import { getUserCategories } from '@/api/calls';
import type { UserCategory } from '@/api/wall-types';
import { useRemote, type Remote } from '@/hooks/use-remote';

/** The sidebar's entries and counts for this user, reloaded when the language changes. */
export function useUserCategories(user: CurrentUser, language: Language): Remote<UserCategory[]> {
  return useRemote(`${user._id}|${language}`, () => getUserCategories(user._id, language, user.services), 'POST categories/for-user');
}
