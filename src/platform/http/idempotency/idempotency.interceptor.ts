import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '../../../contracts';
import type { AuthenticatedRequest } from '../../auth/principal';
import { RecordLocks } from '../../database/record-locks';
import { DomainError } from '../domain.error';
import { IdempotencyKeys } from './idempotency-keys';
import { parseIdempotencyKey, requestFingerprint } from './idempotency-request';
import { idempotentRecordId, keepRecordId } from './idempotent-record-id';

/** Set on an answer given again for a key already used (the request did not run a second time). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

class IdempotencyKeyReused extends DomainError {
  constructor() {
    super(ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used for a different request.', 422);
  }
}

class IdempotencyKeyInProgress extends DomainError {
  constructor() {
    super(ERROR_CODES.idempotencyKeyInProgress, 'A request with this Idempotency-Key is still being processed. Try again in a few seconds.', 409);
  }
}
/** How long a client should wait before sending a request whose key is in progress again. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 5;

/**
 * The `Idempotency-Key` request header (IETF draft "The Idempotency-Key HTTP Header Field") on a
 * create: the same key from the same person within 24 h answers the first success again (with
 * `Idempotent-Replayed: true`) and creates nothing; the same key with another method, path or body
 * answers 422; while the first request runs, 409 with Retry-After. A request refused (4xx) frees its
 * key, so the corrected one runs. Without the header, the request runs as always.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly keys: IdempotencyKeys;

  constructor(@InjectConnection() connection: Connection, locks: RecordLocks) {
    this.keys = new IdempotencyKeys(connection, locks);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const header = req.header(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined || !req.principal) return next.handle();
    const key = parseIdempotencyKey(header);
    const claim = await this.keys.claim(req.principal.loginId, key, requestFingerprint(req));
    if (claim.kind === 'other-request') throw new IdempotencyKeyReused();
    if (claim.kind === 'in-progress') {
      res.setHeader('Retry-After', String(IN_PROGRESS_RETRY_AFTER_SECONDS));
      throw new IdempotencyKeyInProgress();
    }
    if (claim.kind === 'replay') {
      res.status(claim.status).setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return of(claim.body);
    }
    keepRecordId(req, idempotentRecordId(req.principal.loginId, req.method, `${req.baseUrl}${req.path}`, key));
    // A refusal (4xx) wrote nothing: the key is free for the corrected request. Any other failure may
    // have written (the database failed under it): the claim stays, and a retry answers 409 until the
    // claim is given up (IDEMPOTENCY_CLAIM_STALE_AFTER_MS), never running the create a second time meanwhile.
    const settle = (error: unknown) => {
      const refused = error instanceof DomainError ? error.status < 500 : error instanceof HttpException && error.getStatus() < 500;
      if (!refused) return throwError(() => error);
      return from(this.keys.release(claim)).pipe(mergeMap(() => throwError(() => error)));
    };
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        if (res.statusCode >= 200 && res.statusCode < 300) await this.keys.record(claim, res.statusCode, body);
        else await this.keys.release(claim);
        return body;
      }),
      catchError(settle),
    );
  }
}

/** Marks a create route: an `Idempotency-Key` header makes its retries safe. Put it after a multipart interceptor, so the body is read. */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);
