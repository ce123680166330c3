import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { COMPANY_USED } from '@contracts';
import type { PortalDataProvider } from '../../dataProvider';

/**
 * The companies the popin offers (GET companies): those of no subsidiary and this one's; the
 * companies another subsidiary holds (used = 1) are hidden, as the spec asks.
 */
export function useCompanyChoices(subsidiaryId: string | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['companies', subsidiaryId],
    queryFn: async () => (await dataProvider.getCompanies(subsidiaryId)).data,
    select: (companies) =>
      companies
        .filter((company) => company.used !== COMPANY_USED.byAnother)
        .map((company) => ({ id: company.name, name: company.name })),
  });
}
