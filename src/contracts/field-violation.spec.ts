import { z } from 'zod';
import { fieldViolationsOf } from './field-violation';
import { bodyObject, objectIdList } from './requests/common';

const violationsOf = (schema: z.ZodTypeAny, value: unknown, root: string | null = null) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return fieldViolationsOf(result.error, root);
};

describe('fieldViolationsOf', () => {
  const body = bodyObject({ title: z.string().max(60), tags: z.array(z.string()).max(2).optional() });

  it('names the body when the whole value is not an object', () => {
    expect(violationsOf(body, [])).toEqual({ body: { code: 'INVALID_TYPE', params: { expected: 'object' }, message: 'The body must be a JSON object.' } });
  });

  it('gives each field its code and parameters', () => {
    expect(violationsOf(body, { title: 'x'.repeat(61), tags: ['a', 'b', 'c'] })).toEqual({
      title: { code: 'TOO_LONG', params: { max: 60 }, message: expect.any(String) },
      tags: { code: 'TOO_MANY', params: { max: 2 }, message: expect.any(String) },
    });
    expect(violationsOf(body, {}).title.code).toBe('REQUIRED');
    expect(violationsOf(body, { title: 3 }).title).toMatchObject({ code: 'INVALID_TYPE', params: { expected: 'string' } });
  });

  it('names a path parameter by its name, with the code a refinement gives', () => {
    expect(violationsOf(objectIdList, '{"$gt":""}', 'ids')).toEqual({ ids: { code: 'INVALID_ID', params: {}, message: expect.any(String) } });
    const tooMany = Array.from({ length: 201 }, (_, n) => n.toString(16).padStart(24, '0')).join(',');
    expect(violationsOf(objectIdList, tooMany, 'ids').ids).toMatchObject({ code: 'TOO_MANY', params: { max: 200 } });
  });
});
