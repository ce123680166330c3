import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useGetList, useLocaleState, usePermissions } from 'react-admin';
import { pickTranslation, toLanguage } from '@contracts';
import type { AdminPermissions } from '../../authProvider';
import type { PortalDataProvider } from '../../dataProvider';
import { SUBSIDIARY_CHOICES_QUERY } from './toolListQuery';
import type { SubsidiaryOption } from '../../api/toolTypes';

/** Every category (`categories/all`, open to every user), named per language. */
export function useCategories() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  return useQuery({
    queryKey: ['tools', 'categories', language],
    queryFn: () => dataProvider.getToolCategories(language),
    staleTime: 60 * 1000,
  });
}

/** Category names in the interface language, by id. */
export function useCategoryNames(): Map<string, string> {
  const [locale] = useLocaleState();
  const { data } = useCategories();
  return new Map((data ?? []).map((category) => [category.id, pickTranslation(category.name, toLanguage(locale))]));
}

/**
 * The subsidiaries this person may see and choose: every one for administrators (the admin
 * resource), their own for a sub-administrator or a manager (from their identity).
 */
export function useSubsidiaryOptions(): SubsidiaryOption[] {
  const { permissions } = usePermissions<AdminPermissions>();
  const { identity } = useGetIdentity();
  const isAdministrator = permissions?.isAdministrator === true;
  // Fresh for a minute like the categories: the edit popin reuses the list's answer instead of asking again.
  const { data } = useGetList<SubsidiaryOption & { id: string }>('subsidiaries', SUBSIDIARY_CHOICES_QUERY, { enabled: isAdministrator, staleTime: 60 * 1000 });
  const own = identity?.subsidiary as { _id: string; name?: string } | null | undefined;
  const [ownId, ownName] = [own?._id, own?.name ?? ''];
  // The same array while nothing changed: the tool form is memoised on it.
  return useMemo(
    () => (isAdministrator ? (data ?? []).map(({ id, name }) => ({ id, name })) : ownId ? [{ id: ownId, name: ownName }] : []),
    [isAdministrator, data, ownId, ownName],
  );
}

export function useSubsidiaryNames(): Map<string, string> {
  return new Map(useSubsidiaryOptions().map((subsidiary) => [subsidiary.id, subsidiary.name]));
}
