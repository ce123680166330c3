import { ScimError } from '../scim.errors';
import { parseScimPath, ScimPath } from '../filter/scim-filter';

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
/** Operations one PATCH may carry (a group push of 1,000 members is one operation). */
export const PATCH_MAX_OPERATIONS = 1_000;

export type PatchOpName = 'add' | 'remove' | 'replace';
export interface PatchOperation {
  op: PatchOpName;
  path?: ScimPath;
  /** The path as sent, for the error messages. */
  pathText?: string;
  value?: unknown;
}

/**
 * The operations of a PatchOp body (RFC 7644 §3.5.2), checked for shape. Operation names are read
 * case-insensitively: Entra ID sends `Replace`, `Add`, `Remove`.
 */
export function readPatchOperations(body: unknown): PatchOperation[] {
  if (!isObject(body)) throw new ScimError(400, 'invalidSyntax', 'The body is not a JSON object.');
  const schemas = body.schemas;
  if (!Array.isArray(schemas) || !schemas.includes(PATCH_OP_SCHEMA)) throw new ScimError(400, 'invalidSyntax', `The body's "schemas" must list ${PATCH_OP_SCHEMA}.`);
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0) throw new ScimError(400, 'invalidSyntax', 'The body has no "Operations" list.');
  if (operations.length > PATCH_MAX_OPERATIONS) throw new ScimError(400, 'invalidValue', `A PATCH carries at most ${PATCH_MAX_OPERATIONS} operations.`);
  return operations.map((raw, n) => {
    if (!isObject(raw)) throw new ScimError(400, 'invalidSyntax', `Operation ${n + 1} is not an object.`);
    const op = typeof raw.op === 'string' ? raw.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'remove' && op !== 'replace') throw new ScimError(400, 'invalidSyntax', `Operation ${n + 1}: "op" must be add, remove or replace.`);
    if (raw.path !== undefined && typeof raw.path !== 'string') throw new ScimError(400, 'invalidPath', `Operation ${n + 1}: "path" must be text.`);
    const pathText = typeof raw.path === 'string' && raw.path.trim() ? raw.path.trim() : undefined;
    if (!pathText && op === 'remove') throw new ScimError(400, 'noTarget', `Operation ${n + 1}: a remove needs a "path".`);
    if (!pathText && !isObject(raw.value)) throw new ScimError(400, 'invalidValue', `Operation ${n + 1}: without a "path", the value must be an object of attributes.`);
    if (op !== 'remove' && raw.value === undefined) throw new ScimError(400, 'invalidValue', `Operation ${n + 1}: ${op} needs a "value".`);
    return { op, ...(pathText ? { path: parseScimPath(pathText), pathText } : {}), value: raw.value };
  });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A boolean as Entra ID sends it too: `true`, `"True"`, `"false"`. */
export function readBoolean(value: unknown, name: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw new ScimError(400, 'invalidValue', `"${name}" must be true or false.`);
}

/** A text attribute: a string (trimmed), or null/"" for none where the attribute may be empty. */
export function readText(value: unknown, name: string, maxLength: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') throw new ScimError(400, 'invalidValue', `"${name}" must be text.`);
  const text = value.trim();
  if (text.length > maxLength) throw new ScimError(400, 'invalidValue', `"${name}" is longer than ${maxLength} characters.`);
  if (/[\u0000-\u001f]/.test(text)) throw new ScimError(400, 'invalidValue', `"${name}" contains a control character.`);
  return text || undefined;
}
