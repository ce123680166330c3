import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GridFsFileStore } from '../../gridfs-file-store';
import { inspectImage } from '../../image/inspect-image';
import { UploadQuota } from '../../quota/upload-quota';
import { IMAGE_FORMATS, storedFileName, storedFileUrl } from '../../stored-file';
import { StoreImageCommand } from './store-image.command';

@CommandHandler(StoreImageCommand)
export class StoreImageHandler implements ICommandHandler<StoreImageCommand> {
  constructor(
    private readonly files: GridFsFileStore,
    private readonly quota: UploadQuota,
  ) {}

  async execute({ content, kind, minSize, uploader }: StoreImageCommand): Promise<{ filename: string; url: string }> {
    const counted = uploader.quota && uploader.userId ? uploader.userId : null;
    // The quota before the content: nothing is parsed for someone who could not upload anyway.
    if (counted) await this.quota.ensureRoom(counted);
    // Every rule is checked before anything is written: a refused upload stores nothing.
    const image = await inspectImage(content, minSize);
    const { extension, contentType } = IMAGE_FORMATS[image.format];
    // The name hashes what is stored (the sanitised SVG), so it names exactly the bytes served.
    const filename = storedFileName(image.content, extension);
    if (counted) await this.quota.consume(counted, image.content.length);
    await this.files.saveOnce(filename, image.content, { contentType, width: image.width, height: image.height, kind, uploader: uploader.userId });
    return { filename, url: storedFileUrl(filename) };
  }
}
