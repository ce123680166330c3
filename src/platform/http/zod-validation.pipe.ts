import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { ZodTypeAny, z } from 'zod';
import { ERROR_CODES, fieldViolationsOf, FieldViolation } from '../../contracts';
import { DomainError } from './domain.error';

/** A request whose shape its schema refuses: 400 naming each field, before any handler runs. */
class RequestShapeInvalid extends DomainError {
  constructor(readonly violations: Record<string, FieldViolation>) {
    const [field, first] = Object.entries(violations)[0];
    super(ERROR_CODES.validationFailed, `${field}: ${first.message}`, 400, violations);
  }
}

/**
 * The one way a request is read: each `@Body`, `@Param` and `@Query` of a route names its schema from
 * `contracts/requests` (`@Body(valid(updateOwnProfileBody))`), and the handler receives the parsed value.
 * The route walk (test/request-shapes.e2e-spec.ts) finds the schemas through this class.
 */
export class ZodValidationPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.output<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.output<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const root = metadata.type === 'body' ? null : (metadata.data ?? null);
    const whole = metadata.type === 'body' ? 'body' : metadata.type === 'query' ? 'query' : 'params';
    throw new RequestShapeInvalid(fieldViolationsOf(result.error, root, whole));
  }
}

export const valid = <S extends ZodTypeAny>(schema: S) => new ZodValidationPipe(schema);
