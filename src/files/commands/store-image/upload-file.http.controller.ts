import { Body, Controller, HttpCode, Post, UploadedFiles } from '@nestjs/common';
import { RateLimited } from '../../../platform/rate-limits/rate-limited.decorator';
import { CommandBus } from '@nestjs/cqrs';
import { ERROR_CODES, LIMITS } from '../../../contracts';
import { CurrentPrincipal } from '../../../platform/auth/current-user.decorator';
import type { Principal } from '../../../platform/auth/principal';
import { DomainError } from '../../../platform/http/domain.error';
import { StoreImageCommand } from './store-image.command';
import { OneFileUpload } from './one-file-upload.decorator';
import { uploadFields } from '../../../contracts/requests';
import { valid } from '../../../platform/http/zod-validation.pipe';

/** The part of a multipart body multer keeps in memory. */
interface UploadedPart {
  buffer: Buffer;
}
type UploadFields = Partial<Record<'file' | 'logo', UploadedPart[]>>;

/**
 * POST uploadFile: a tool logo (spec, back-office section 7). Any registered user may upload, as
 * anyone may propose a tool. The front sends the field `file`; `logo` is accepted too.
 */
@Controller()
export class UploadFileController {
  constructor(private readonly commands: CommandBus) {}

  @RateLimited('upload')
  @Post('uploadFile')
  @HttpCode(200)
  @OneFileUpload('file', 'logo')
  upload(@CurrentPrincipal() principal: Principal, @UploadedFiles() fields: UploadFields | undefined, @Body(valid(uploadFields)) _body: unknown) {
    const part = fields?.file?.[0] ?? fields?.logo?.[0];
    if (!part) throw new DomainError(ERROR_CODES.fileMissing, 'No file was sent (multipart field "file").', 400);
    // Administrators and sub-administrators manage the catalogue: only employees have a daily quota.
    const quota = !principal.roles.some((role) => role === 'administrator' || role === 'sub_admin');
    return this.commands.execute(new StoreImageCommand(part.buffer, 'logo', LIMITS.logoMinPixels, { userId: principal.userId, quota }));
  }
}
