import { BadRequestException, CallHandler, Inject, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { ERROR_CODES } from '../../../contracts/errors';
import { AppConfig } from '../../../platform/config/config.schema';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { DomainError } from '../../../platform/http/domain.error';

/** Names multer's refusals of an import upload: too large → 413, malformed or unexpected part → 400. */
@Injectable()
export class ImportUploadErrorsInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(() => new DomainError(ERROR_CODES.payloadTooLarge, `A directory file is larger than ${this.config.IMPORT_UPLOAD_MAX_MB} MB.`, 413));
        }
        if (error instanceof BadRequestException) {
          return throwError(() => new DomainError(ERROR_CODES.invalidUpload, `The upload could not be read: ${error.message}`, 400));
        }
        return throwError(() => error);
      }),
    );
  }
}
