import { ArgumentsHost, Catch, ExceptionFilter, ForbiddenException, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ERROR_CODES, ErrorBody, FieldViolation } from '../../contracts';
import { isRedisUnavailable } from '../queues/redis-unavailable';
import { askToRetryLater, isDependencyUnavailable } from './dependency-unavailable';
import { DomainError } from './domain.error';

/**
 * The one place where errors become HTTP answers (ARCHITECTURE.md, HTTP conventions):
 * forbidden → 403 permission_denied, broken rule → its status and code, database or Redis unreachable
 * or busy → 503 service_unavailable with Retry-After, anything else → 500 without a stack (the stack
 * goes to the log with the request id).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    const { status, body } = this.toAnswer(exception);
    if (status === 503) {
      this.logger.warn({ err: exception, reqId: req.id, path: req.path }, isRedisUnavailable(exception) ? 'redis unavailable' : 'database unavailable');
      askToRetryLater(res);
    } else if (status >= 500) {
      this.logger.error({ err: exception, reqId: req.id, path: req.path }, 'request failed');
    }
    if (!res.headersSent) res.status(status).json(body);
  }

  private toAnswer(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { error: { message: exception.message, code: exception.code } };
      if (exception.fieldErrors) Object.assign(body, fieldErrorsBody(exception.fieldErrors, exception.code));
      return { status: exception.status, body };
    }
    if (exception instanceof ForbiddenException) {
      return { status: 403, body: { error: { message: ERROR_CODES.permissionDenied, code: ERROR_CODES.permissionDenied } } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
      const code = status === 404 ? ERROR_CODES.notFound : status === 401 ? ERROR_CODES.notAuthenticated : undefined;
      return { status, body: { error: { message, code } } };
    }
    if (isDependencyUnavailable(exception)) {
      return { status: 503, body: { error: { message: 'The service is temporarily unavailable', code: ERROR_CODES.serviceUnavailable } } };
    }
    return { status: 500, body: { error: { message: 'An error has occurred', code: ERROR_CODES.internalError } } };
  }
}

/** `errors[field]` stays the plain message (react-admin shows it); `violations[field]` carries its code and parameters. */
function fieldErrorsBody(fields: Record<string, string | FieldViolation>, code: string): Pick<ErrorBody, 'errors' | 'violations'> {
  const entries = Object.entries(fields).map(([field, value]) => [field, typeof value === 'string' ? { code, params: {}, message: value } : value] as const);
  return {
    errors: Object.fromEntries(entries.map(([field, violation]) => [field, violation.message])),
    violations: Object.fromEntries(entries),
  };
}
