import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useCanAccess, useDataProvider, useRequireAccess, useTranslate } from 'react-admin';
import { ReportPage } from '../../components/ReportPage';
import type { PortalDataProvider } from '../../dataProvider';
import { OPENAPI_URL, type ApiDocument, type ApiOperation } from '../../api/apiReferenceMethods';
import { OperationView } from './OperationView';

const ACCESS = { resource: 'api-reference', action: 'list' };

interface Listed {
  method: string;
  path: string;
  operation: ApiOperation;
}

/** The operations grouped by tag (one per controller), each group in path order, narrowed by the filter. */
function groupsOf(document: ApiDocument, filter: string): [string, Listed[]][] {
  const words = filter.trim().toLowerCase();
  const groups = new Map<string, Listed[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const text = `${method} ${path} ${operation.summary ?? ''} ${operation.tags?.join(' ') ?? ''}`.toLowerCase();
      if (words && !text.includes(words)) continue;
      const tag = operation.tags?.[0] ?? '';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * /admin/api-reference: administrators only. The api's OpenAPI document (GET /api/openapi.json),
 * rendered with the back-office's own components: nothing is loaded from elsewhere, and every
 * label is translated.
 */
export const ApiReferencePage = () => {
  const translate = useTranslate();
  const access = useRequireAccess(ACCESS);
  const { canAccess } = useCanAccess(ACCESS);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const document = useQuery({ queryKey: ['openapi'], enabled: canAccess === true, staleTime: Infinity, retry: false, queryFn: async () => (await dataProvider.getOpenApiDocument()).data });
  const groups = useMemo(() => (document.data ? groupsOf(document.data, deferredFilter) : []), [document.data, deferredFilter]);

  return (
    <ReportPage messages="portal.api_reference" report={document} waiting={access.isPending}>
      {(openapi) => (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField size="small" label={translate('portal.api_reference.filter')} value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ minWidth: 320 }} />
            <Button component="a" href={OPENAPI_URL} download="openapi.json" startIcon={<DownloadIcon />}>
              {translate('portal.api_reference.download')}
            </Button>
            <Typography variant="body2" color="text.secondary" role="status">
              {translate('portal.api_reference.count', { smart_count: groups.reduce((sum, [, listed]) => sum + listed.length, 0), version: openapi.openapi })}
            </Typography>
          </Box>
          {groups.length === 0 ? <Typography>{translate('portal.api_reference.empty')}</Typography> : null}
          {groups.map(([tag, listed]) => (
            <section key={tag} aria-labelledby={`tag-${tag}`}>
              <Typography variant="h6" component="h2" id={`tag-${tag}`} sx={{ mb: 1 }}>
                {tag}
              </Typography>
              {listed.map(({ method, path, operation }) => (
                <OperationView key={`${method} ${path}`} method={method} path={path} operation={operation} />
              ))}
            </section>
          ))}
        </>
      )}
    </ReportPage>
  );
};
