import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiOperation } from '../../api/apiReferenceMethods';
import { SchemaView, WithCode } from './SchemaView';

/** How a caller is recognised, from the operation's security requirements. */
const SecurityLine = ({ operation }: { operation: ApiOperation }) => {
  const translate = useTranslate();
  const schemes = Object.keys(operation.security?.[0] ?? {});
  const key = schemes.length === 0 ? 'public' : schemes.includes('csrf') ? 'session_csrf' : schemes[0];
  return <Typography variant="body2">{translate(`portal.api_reference.security.${key}`, { _: key, scopes: (operation['x-scopes'] ?? []).join(', ') })}</Typography>;
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
          {/* The method as text on the default chip: the theme's coloured chips fall short of AA contrast. */}
          <Chip size="small" variant="outlined" label={method.toUpperCase()} sx={{ fontWeight: 700, minWidth: 64 }} />
          <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {path}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ display: 'grid', gap: 1.5 }}>
        {operation.description ? (
          <Typography variant="body2">
            <WithCode text={operation.description} />
          </Typography>
        ) : null}
        <SecurityLine operation={operation} />
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
                  <strong>{status}</strong> <WithCode text={response.description} />
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
