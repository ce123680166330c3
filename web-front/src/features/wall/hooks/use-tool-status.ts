import { useQuery } from '@tanstack/react-query';
import type { ToolStatusView } from '@contracts';
import { toolStatusQuery } from '../api/tool-status-query';

/** One tool's status for its tile, or null when it is not checked (one shared read for every tile). */
export function useToolStatus(toolId: string): ToolStatusView | null {
  const { data } = useQuery({ ...toolStatusQuery(), select: (all) => all[toolId] ?? null });
  return data ?? null;
}
