import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser, Language, ToolCard } from '@contracts';
import type { ToolList } from '@/api/wall-types';
import { toolListQuery } from '../api/tool-list-query';

/**
 * One list of the front page, loaded while `enabled`, again when the language changes (the previous
 * order stays shown meanwhile) and after this browser saved a tool.
 */
export function useToolList(user: CurrentUser, list: ToolList, language: Language, enabled = true): UseQueryResult<ToolCard[]> {
  return useQuery({ ...toolListQuery(user, list, language), enabled, placeholderData: keepPreviousData });
}
