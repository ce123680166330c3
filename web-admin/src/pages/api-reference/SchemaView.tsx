import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JsonSchema } from '../../api/apiReferenceMethods';

const typeOf = (schema: JsonSchema): string => {
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = [schema.type ?? 'any'].flat().join(' | ');
  return schema.items ? `${type} of ${typeOf(schema.items)}` : type;
};

/** The limits a field's schema sets, as the server checks them. */
const limitsOf = (schema: JsonSchema) => [schema.maxLength !== undefined ? `≤ ${schema.maxLength}` : null, schema.pattern ? `/${schema.pattern}/` : null].filter(Boolean).join(' ');

/** A text whose `quoted` parts are code, as the document writes them. */
export const WithCode = ({ text }: { text: string }) => (
  <>{text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}</>
);

/** A schema as a nested list of its fields: name, type, limits, required. */
export const SchemaView = ({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) => {
  const translate = useTranslate();
  const fields = schema.properties ?? schema.items?.properties;
  if (!fields || depth > 4) {
    return (
      <Typography variant="body2" component="div">
        <code>{typeOf(schema)}</code> {limitsOf(schema)}
        {schema.description ? <> — <WithCode text={schema.description} /></> : null}
      </Typography>
    );
  }
  const required = schema.required ?? schema.items?.required ?? [];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {Object.entries(fields).map(([name, field]) => (
        <li key={name}>
          <Typography variant="body2" component="span">
            <code>{name}</code>: <code>{typeOf(field)}</code> {limitsOf(field)}
            {required.includes(name) ? ` (${translate('portal.api_reference.required')})` : ''}
            {field.description ? <> — <WithCode text={field.description} /></> : null}
          </Typography>
          {field.properties || field.items?.properties ? <SchemaView schema={field} depth={depth + 1} /> : null}
        </li>
      ))}
    </Box>
  );
};
