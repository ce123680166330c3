import { createContext, useContext, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { DirectoryEntry } from '../../components/directory/directoryEntry';
import { entryOf } from '../../components/directory/directoryLabels';
import { useDirectoryLabels } from '../../components/directory/useDirectoryLabels';
import type { ToolRecord } from './toolTypes';

const ToolNamesContext = createContext<Map<string, DirectoryEntry>>(new Map());

/** Looks up the managers and viewers of the whole page at once, rather than one call per row. */
export const ToolNamesProvider = ({ children }: { children: ReactNode }) => {
  const { data } = useListContext<ToolRecord>();
  const values = (data ?? []).flatMap((tool) => [...tool.managers, ...tool.users]).filter((value) => value !== 'all');
  const { entries } = useDirectoryLabels(values);
  return <ToolNamesContext.Provider value={entries}>{children}</ToolNamesContext.Provider>;
};

export function useToolName(value: string): string {
  const entries = useContext(ToolNamesContext);
  return (entries.get(value) ?? entryOf(value)).label;
}

export function useToolNames(): Map<string, DirectoryEntry> {
  return useContext(ToolNamesContext);
}
