import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser, Language } from '@contracts';
import type { UserCategory } from '@/api/wall-types';
import { userCategoriesQuery } from '../api/user-categories-query';

/** The sidebar's entries and counts for this user, reloaded when the language changes. */
export function useUserCategories(user: CurrentUser, language: Language): UseQueryResult<UserCategory[]> {
  return useQuery({ ...userCategoriesQuery(user, language), placeholderData: keepPreviousData });
}
