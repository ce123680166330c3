import { UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { LIMITS } from '../../../contracts';
import { UploadErrorsInterceptor } from './upload-errors.interceptor';

/**
 * A multipart body carrying one file under any of `fields` (read with `@UploadedFiles()`), at most
 * `LIMITS.uploadMaxBytes`, with multer's refusals named by `UploadErrorsInterceptor`.
 */
export function OneFileUpload(...fields: string[]) {
  return UseInterceptors(
    UploadErrorsInterceptor,
    FileFieldsInterceptor(
      fields.map((name) => ({ name, maxCount: 1 })),
      { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20 } },
    ),
  );
}
