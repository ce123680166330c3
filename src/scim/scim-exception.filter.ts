import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { askToRetryLater, isDependencyUnavailable } from '../platform/http/dependency-unavailable';
import { DomainError } from '../platform/http/domain.error';
import { ScimError } from './scim.errors';
import { SCIM_CONTENT_TYPE } from './scim-response';

/**
 * Every failure of a SCIM route answers SCIM's error schema (RFC 7644 §3.12), the token guard's 401 and
 * 403 included: a request shape refused is a 400 `invalidSyntax`, a body past the size limit a 413, the
 * database or Redis unavailable (or a group's members busy) a 503 with Retry-After, as `/api` answers it
 * (identity providers retry those), and anything unexpected a 500 that says nothing more (logged).
 */
@Catch()
export class ScimExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Scim');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const error = this.scimErrorOf(exception);
    if (error.status === 503) {
      this.logger.warn(`SCIM request refused for now: ${exception instanceof Error ? exception.message : String(exception)}`);
      askToRetryLater(res);
    } else if (error.status >= 500) {
      this.logger.error(`SCIM request failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    }
    res.status(error.status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(error.body()));
  }

  private scimErrorOf(exception: unknown): ScimError {
    if (exception instanceof ScimError) return exception;
    if (exception instanceof DomainError) {
      if (exception.status === 413) return new ScimError(413, undefined, 'The request is larger than the 1 MB the SCIM endpoint takes.');
      if (exception.status === 400) return new ScimError(400, 'invalidSyntax', exception.message);
      if (exception.status === 403) return new ScimError(403, undefined, 'The API token does not hold the scim scope.');
      if (exception.status === 429) return new ScimError(429, undefined, 'Too many requests for this API token: retry later.');
      if (exception.status === 503) return new ScimError(503, undefined, 'The directory is not available: retry later.');
      return new ScimError(exception.status as ScimError['status'], undefined, exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 401) return new ScimError(401, undefined, 'A valid API token with the scim scope is required (Authorization: Bearer).');
      if (status === 404) return new ScimError(404, undefined, 'No such SCIM endpoint.');
      if (status === 429) return new ScimError(429, undefined, 'Too many requests for this API token: retry later.');
      return new ScimError(status as ScimError['status'], status === 400 ? 'invalidSyntax' : undefined, exception.message);
    }
    if (isDependencyUnavailable(exception)) return new ScimError(503, undefined, 'The directory is not available: retry later.');
    return new ScimError(500, undefined, 'The request could not be completed.');
  }
}
