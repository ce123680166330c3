import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { ERROR_CODES, LIMITS } from '../../../contracts';
import { DomainError } from '../../../platform/http/domain.error';

/**
 * Names the multipart parser's refusals (Nest turns multer's errors into bare HTTP exceptions):
 * a file over the limit → 413 payload_too_large; a malformed body, a second file or an unknown
 * field → 400 FILE.INVALID_UPLOAD. Placed before the file interceptor, it sees their errors.
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          const megabytes = LIMITS.uploadMaxBytes / 1024 / 1024;
          return throwError(() => new DomainError(ERROR_CODES.payloadTooLarge, `The file is larger than ${megabytes} MB.`, 413));
        }
        if (error instanceof BadRequestException) {
          return throwError(() => new DomainError(ERROR_CODES.invalidUpload, `The upload could not be read: ${error.message}`, 400));
        }
        return throwError(() => error);
      }),
    );
  }
}
