import type { PortalDataProvider } from '../../../dataProvider';

/**
 * The tool as the edit popin reads it (`getApp/{id}/true`). The list asks for it on the click that
 * opens the popin, so the answer is on its way before the popin's code has even rendered; the popin
 * takes that answer rather than asking again (a save refreshes every query, this one included).
 */
export function toolForEditingQuery(dataProvider: Pick<PortalDataProvider, 'getToolForEditing'>, id: string) {
  return {
    queryKey: ['tools', 'for-editing', id],
    queryFn: () => dataProvider.getToolForEditing(id),
    retry: false,
    staleTime: 10 * 1000,
  } as const;
}
