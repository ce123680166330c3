import { queryOptions } from '@tanstack/react-query';
import { getSubsidiaries } from '@/api/subsidiary-calls';
import { getAppForEditing } from '@/api/tool-calls';

/**
 * The tool the form edits, always read afresh when the form opens (gcTime 0: nothing kept once it
 * closes), since the form starts from it and would not follow a later answer.
 */
export function toolForEditingQuery(toolId: string) {
  return queryOptions({
    queryKey: ['tool-for-editing', toolId],
    queryFn: () => getAppForEditing(toolId),
    gcTime: 0,
    meta: { call: 'GET getApp/{id}/true' },
  });
}

/** Every subsidiary, for an administrator's visibility choices (anyone else gets 403). */
export function subsidiariesQuery() {
  return queryOptions({
    queryKey: ['subsidiaries'],
    queryFn: getSubsidiaries,
    meta: { call: 'GET subsidiaries' },
  });
}
