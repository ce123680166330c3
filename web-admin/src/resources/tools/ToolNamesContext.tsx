import type { AdminToolRecord } from '@contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { DirectoryEntry } from '../../api/directoryEntry';
import { useDirectoryLabels } from '../../components/directory/useDirectoryLabels';
import { directoryValuesOf } from './toolListQuery';

interface ToolNames {
  entries: Map<string, DirectoryEntry>;
  /** Names of people and groups are still being looked up: cells wait rather than flash raw ids. */
  isPending: boolean;
}

const ToolNamesContext = createContext<ToolNames>({ entries: new Map(), isPending: false });

/** Looks up the managers and viewers of the whole page at once, rather than one call per row. */
export const ToolNamesProvider = ({ children }: { children: ReactNode }) => {
  const { data } = useListContext<AdminToolRecord>();
  const names = useDirectoryLabels(directoryValuesOf(data ?? []));
  return <ToolNamesContext.Provider value={names}>{children}</ToolNamesContext.Provider>;
};

export function useToolNames(): ToolNames {
  return useContext(ToolNamesContext);
}
