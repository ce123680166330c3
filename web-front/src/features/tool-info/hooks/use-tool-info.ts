import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ToolCard } from '@contracts';
import { useDirectoryNames } from '@/features/directory';
import { toolQuery } from '../api/tool-query';

/**
 * The tool of the popup, then its managers' names: people by name, groups by title (a group the
 * directory no longer has keeps its guid, a person it no longer has is left out); the names are
 * null while they load.
 */
export function useToolInfo(id: string): { tool: UseQueryResult<ToolCard>; managerNames: string[] | null } {
  const tool = useQuery(toolQuery(id));
  const managers = useMemo(() => (tool.data ? (tool.data.managers ?? []) : null), [tool.data]);
  const nameOf = useDirectoryNames(managers);
  const managerNames = useMemo(
    () => (nameOf && managers ? managers.map((manager) => nameOf(manager)?.label ?? '').filter(Boolean) : null),
    [nameOf, managers],
  );
  return { tool, managerNames };
}
