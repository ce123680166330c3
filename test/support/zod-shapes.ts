import { Types } from 'mongoose';
import { z, type ZodTypeAny } from 'zod';

/** The schema under optional, nullable, default and refinements: what the value must basically be. */
export function baseOf(schema: ZodTypeAny): ZodTypeAny {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current._def.innerType;
    else if (current instanceof z.ZodEffects) current = current.innerType();
    else return current;
  }
}

/** The fields of an object schema (after unwrapping), or null. */
export function fieldsOf(schema: ZodTypeAny): Record<string, ZodTypeAny> | null {
  const base = baseOf(schema);
  return base instanceof z.ZodObject ? (base.shape as Record<string, ZodTypeAny>) : null;
}

/** Fields whose value must be text: a number there is a wrong shape. */
export function textFieldsOf(schema: ZodTypeAny): string[] {
  return Object.entries(fieldsOf(schema) ?? {})
    .filter(([, field]) => baseOf(field) instanceof z.ZodString)
    .map(([name]) => name);
}

/** A path segment the schema accepts, to reach the handler's other checks: an id, a number, a flag or a word. */
export function validSegmentFor(schema: ZodTypeAny | null): string {
  const candidates = [new Types.ObjectId().toHexString(), '1', 'true', 'word'];
  return candidates.find((value) => !schema || schema.safeParse(value).success) ?? candidates[0];
}

/** A small value the schema accepts (required fields filled), so a probe of one input is not refused for another. */
export function sampleOf(schema: ZodTypeAny): unknown {
  const base = baseOf(schema);
  const candidates: unknown[] = [];
  if (base instanceof z.ZodObject) {
    const shape = base.shape as Record<string, ZodTypeAny>;
    candidates.push(Object.fromEntries(Object.entries(shape).filter(([, field]) => !field.isOptional()).map(([name, field]) => [name, sampleOf(field)])));
  } else if (base instanceof z.ZodUnion) candidates.push(...(base.options as ZodTypeAny[]).map(sampleOf));
  else if (base instanceof z.ZodEnum) candidates.push(base.options[0]);
  else if (base instanceof z.ZodLiteral) candidates.push(base.value);
  candidates.push(new Types.ObjectId().toHexString(), 'x', 1, true, [], {});
  return candidates.find((value) => schema.safeParse(value).success);
}
