import { Module } from '@nestjs/common';
import { StoreImageHandler } from './commands/store-image/store-image.handler';
import { UploadFileController } from './commands/store-image/upload-file.http.controller';
import { GridFsFileStore } from './gridfs-file-store';
import { UploadQuota } from './quota/upload-quota';
import { ReadFileController } from './queries/read-file/read-file.http.controller';
import { ReadFileHandler } from './queries/read-file/read-file.handler';

/**
 * Uploaded images (tool logos now, category icons later through the same StoreImageCommand with
 * their own minimum size) kept in GridFS under content-hashed names, and served from there.
 */
@Module({
  controllers: [UploadFileController, ReadFileController],
  providers: [GridFsFileStore, UploadQuota, StoreImageHandler, ReadFileHandler],
})
export class FilesModule {}
