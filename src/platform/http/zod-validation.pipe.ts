import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { ZodTypeAny, z } from 'zod';
import { ERROR_CODES, fieldViolationsOf, FieldViolation, isRequestCode } from '../../contracts';
import { DomainError } from './domain.error';

/**
 * A request whose schema refuses it: 400 naming each field, before any handler runs. A schema that
 * holds business rules (the tool form's) answers with the first broken rule's own code and message,
 * as the spec's messages are shown as they are ("Le champ est obligatoire.").
 */
class RequestShapeInvalid extends DomainError {
  constructor(readonly violations: Record<string, FieldViolation>) {
    super(...RequestShapeInvalid.answerOf(violations), 400, violations);
  }

  private static answerOf(violations: Record<string, FieldViolation>): [code: string, message: string] {
    const [field, first] = Object.entries(violations)[0];
    return isRequestCode(first.code) ? [ERROR_CODES.validationFailed, `${field}: ${first.message}`] : [first.code, first.message];
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
