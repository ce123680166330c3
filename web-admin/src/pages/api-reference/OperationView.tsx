import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiOperation } from './apiReferenceMethods';
import { SchemaView } from './SchemaView';

const METHOD_COLOURS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = { get: 'success', post: 'info', put: 'warning', patch: 'warning', delete: 'error' };

/** How a caller is recognised, from the operation's security requirements. */
const SecurityLine = ({ security }: { security: ApiOperation['security'] }) => {
  const translate = useTranslate();
  const schemes = (security ?? []).flatMap((requirement) => Object.entries(requirement));
  if (!schemes.length) return <Typography variant="body2">{translate('portal.api_reference.security.public')}</Typography>;
  return (
    <Typography variant="body2">
      {schemes.map(([scheme, scopes]) => translate(`portal.api_reference.security.${scheme}`, { _: scheme, scopes: scopes.join(', ') })).join(' + ')}
    </Typography>
  );
};

/** One route: its method and path, folded; who may call it, its parameters, body and answers unfolded. */
export const OperationView = ({ method, path, operation }: { method: string; path: string; operation: ApiOperation }) => {
  const translate = useTranslate();
  const id = `operation-${operation.operationId}`;
  const body = operation.requestBody && Object.entries(operation.requestBody.content)[0];
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-details`} id={id}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color={METHOD_COLOURS[method] ?? 'default'} label={method.toUpperCase()} />
          <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {path}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ display: 'grid', gap: 1.5 }}>
        {operation.description ? <Typography variant="body2">{operation.description}</Typography> : null}
        <SecurityLine security={operation.security} />
        {operation.parameters?.length ? (
          <section aria-label={translate('portal.api_reference.parameters')}>
            <Typography variant="subtitle2" component="h4">
              {translate('portal.api_reference.parameters')}
            </Typography>
            <SchemaView
              schema={{
                properties: Object.fromEntries(operation.parameters.map((parameter) => [`${parameter.name} (${parameter.in})`, parameter.schema ?? {}])),
                required: operation.parameters.filter((parameter) => parameter.required).map((parameter) => `${parameter.name} (${parameter.in})`),
              }}
            />
          </section>
        ) : null}
        {body ? (
          <section aria-label={translate('portal.api_reference.body')}>
            <Typography variant="subtitle2" component="h4">
              {translate('portal.api_reference.body')} <code>{body[0]}</code>
            </Typography>
            <SchemaView schema={body[1].schema} />
          </section>
        ) : null}
        <section aria-label={translate('portal.api_reference.responses')}>
          <Typography variant="subtitle2" component="h4">
            {translate('portal.api_reference.responses')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status}>
                <Typography variant="body2" component="span">
                  <strong>{status}</strong> {response.description}
                </Typography>
                {status.startsWith('2') && response.content ? <SchemaView schema={Object.values(response.content)[0].schema} /> : null}
              </li>
            ))}
          </Box>
        </section>
      </AccordionDetails>
    </Accordion>
  );
};
