import { Body, Controller, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { CurrentPrincipal } from '../../../platform/auth/current-user.decorator';
import type { Principal } from '../../../platform/auth/principal';
import { RequirePermission } from '../../../platform/auth/require-permission.decorator';
import type { StoredUpload } from '../../files/gridfs-multer.storage';
import { ImportUploadErrorsInterceptor } from './import-upload-errors.interceptor';
import { StartDirectoryImportCommand } from './start-directory-import.command';
import { StartImportBody, startImportBody } from '../../../contracts/requests';
import { valid } from '../../../platform/http/zod-validation.pipe';
import { Idempotent } from '../../../platform/http/idempotency/idempotency.interceptor';

type UploadFields = Partial<Record<'usersFile' | 'servicesFile', StoredUpload[]>>;

/**
 * PUT config/import (back-office spec section 7): multipart `usersFile`, `servicesFile`,
 * `importTestMode`, `importusersFilepath`, `importservicesFilepath` (and `id`, ignored). The files
 * stream into GridFS as they arrive (storage and size limit set in ImportModule); the answer holds
 * the job id to poll with GET config/import/:jobId.
 */
@Controller('config/import')
export class StartDirectoryImportController {
  constructor(private readonly commands: CommandBus) {}

  @RequirePermission('settings.import')
  @Put()
  @Idempotent()
  @UseInterceptors(
    ImportUploadErrorsInterceptor,
    FileFieldsInterceptor([
      { name: 'usersFile', maxCount: 1 },
      { name: 'servicesFile', maxCount: 1 },
    ]),
  )
  start(@CurrentPrincipal() principal: Principal, @UploadedFiles() files: UploadFields | undefined, @Body(valid(startImportBody)) body: StartImportBody) {
    const stored = (part: StoredUpload | undefined) => (part ? { id: part.importFileId, filename: part.originalname } : undefined);
    const uploads = Object.fromEntries(
      Object.entries({ users: stored(files?.usersFile?.[0]), services: stored(files?.servicesFile?.[0]) }).filter(([, file]) => file),
    );
    return this.commands.execute(new StartDirectoryImportCommand({ userId: principal.userId!, fullname: principal.fullname }, uploads, body));
  }
}
