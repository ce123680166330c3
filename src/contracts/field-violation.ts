import type { ZodError, ZodIssue } from 'zod';

/**
 * One broken rule of one field, as every 400 answers it in `violations[field]` (beside the plain
 * message in `errors[field]`). The UIs translate `code` with `params` (`TOO_LONG` with `{ max: 60 }`);
 * `message` is the English text for a client without the key.
 */
export interface FieldViolation {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

/** The codes of request shapes (the schemas of `requests/`); business rules keep their own codes. */
export const REQUEST_CODES = {
  required: 'REQUIRED',
  invalidType: 'INVALID_TYPE',
  invalidId: 'INVALID_ID',
  invalidFormat: 'INVALID_FORMAT',
  invalidChoice: 'INVALID_CHOICE',
  tooLong: 'TOO_LONG',
  tooShort: 'TOO_SHORT',
  tooMany: 'TOO_MANY',
  tooFew: 'TOO_FEW',
  tooSmall: 'TOO_SMALL',
  tooLarge: 'TOO_LARGE',
  invalid: 'INVALID',
} as const;

const REQUEST_CODE_SET = new Set<string>(Object.values(REQUEST_CODES));
export type RequestCode = (typeof REQUEST_CODES)[keyof typeof REQUEST_CODES];
/** Whether a field's code is one of the request shapes' (the UIs translate them under one key each). */
export const isRequestCode = (code: string): code is RequestCode => REQUEST_CODE_SET.has(code);

function violationOf(issue: ZodIssue): FieldViolation {
  const { message } = issue;
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined'
        ? { code: REQUEST_CODES.required, params: {}, message }
        : { code: REQUEST_CODES.invalidType, params: { expected: String(issue.expected) }, message };
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.type === 'string') return { code: REQUEST_CODES.tooLong, params: { max }, message };
      if (issue.type === 'array' || issue.type === 'set') return { code: REQUEST_CODES.tooMany, params: { max }, message };
      return { code: REQUEST_CODES.tooLarge, params: { max }, message };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.type === 'string') return min <= 1 ? { code: REQUEST_CODES.required, params: {}, message } : { code: REQUEST_CODES.tooShort, params: { min }, message };
      if (issue.type === 'array' || issue.type === 'set') return { code: REQUEST_CODES.tooFew, params: { min }, message };
      return { code: REQUEST_CODES.tooSmall, params: { min }, message };
    }
    case 'invalid_enum_value':
    case 'invalid_literal':
      return { code: REQUEST_CODES.invalidChoice, params: 'options' in issue ? { options: issue.options.join(', ') } : {}, message };
    case 'invalid_string':
      return { code: REQUEST_CODES.invalidFormat, params: {}, message };
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as { code?: string } & Record<string, string | number>;
      return { code: code ?? REQUEST_CODES.invalid, params, message };
    }
    default:
      return { code: REQUEST_CODES.invalid, params: {}, message };
  }
}

/**
 * Turns a schema's failure into one violation per field (the first issue of each), the field named
 * from `root` (a path or query parameter's name; null for a whole body or query) and the issue's path:
 * `title.en`, `ids`. A whole value that is wrong is named `whole` (`body`).
 */
export function fieldViolationsOf(error: ZodError, root: string | null, whole = 'body'): Record<string, FieldViolation> {
  const violations: Record<string, FieldViolation> = {};
  for (const issue of error.issues) {
    // A union reports each branch; the branch closest to the value says the most.
    const chosen = issue.code === 'invalid_union' ? deepestIssue(issue.unionErrors.flatMap((e) => e.issues)) ?? issue : issue;
    const path = [root, ...chosen.path].filter((part) => part !== null && part !== '').map(String);
    const field = path.length ? path.join('.') : whole;
    violations[field] ??= violationOf(chosen);
  }
  return violations;
}

function deepestIssue(issues: ZodIssue[]): ZodIssue | undefined {
  return [...issues].sort((a, b) => b.path.length - a.path.length || Number(a.code === 'invalid_type') - Number(b.code === 'invalid_type'))[0];
}
