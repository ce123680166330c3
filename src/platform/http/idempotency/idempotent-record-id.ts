import { createHash } from 'node:crypto';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Request } from 'express';

/** Where the interceptor leaves the id of what a keyed create makes. */
const RECORD_ID = Symbol('idempotent record id');
type KeyedRequest = Request & { [RECORD_ID]?: Types.ObjectId };

/**
 * The id of the record a create makes, derived from who sent it, the call and its Idempotency-Key: a
 * retry sent at any time (after the key's claim was given up, or its record lost) makes the same id,
 * so it finds the record its first attempt stored instead of storing a second one.
 */
export function idempotentRecordId(owner: string, method: string, path: string, key: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(JSON.stringify([owner, method, path, key])).digest().subarray(0, 12));
}

export function keepRecordId(req: Request, id: Types.ObjectId): void {
  (req as KeyedRequest)[RECORD_ID] = id;
}

/**
 * A create's new id: derived from its Idempotency-Key when it has one (on an `@Idempotent()` route),
 * else fresh. A handler that takes it answers with the stored record when that id already exists.
 */
export const NewRecordId = createParamDecorator((_data: unknown, context: ExecutionContext): Types.ObjectId => {
  return context.switchToHttp().getRequest<KeyedRequest>()[RECORD_ID] ?? new Types.ObjectId();
});
