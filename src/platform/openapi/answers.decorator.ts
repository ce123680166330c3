import { SetMetadata } from '@nestjs/common';
import type { ZodTypeAny } from 'zod';

export const ANSWER_SCHEMA = 'openapi:answer';

/**
 * The schema of a route's success answer, from `src/contracts/wire/` (the one
 * `test/entity-contracts.e2e-spec.ts` checks the real answers against). The OpenAPI document shows it;
 * a route without it is documented as answering any JSON value.
 */
export const Answers = (schema: ZodTypeAny) => SetMetadata(ANSWER_SCHEMA, schema);
