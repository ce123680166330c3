import type { ImportReport } from '@contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { FINISHED_STATES, IMPORT_POLL_MS } from './importRules';

const isFinished = (report: ImportReport | undefined) =>
  !!report && (FINISHED_STATES as readonly string[]).includes(report.state);

/** GET config/import/:jobId, asked every second until the import is completed or failed. */
export function useImportReport(jobId: string | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['config', 'import', jobId],
    enabled: !!jobId,
    queryFn: async () => (await dataProvider.getImportReport(jobId!)).data,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}
