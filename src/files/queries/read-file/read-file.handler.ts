import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../platform/http/domain.error';
import { GridFsFileStore } from '../../gridfs-file-store';
import { IMAGE_FORMATS, STORED_FILE_NAME } from '../../stored-file';
import { ReadFileQuery, StoredFile } from './read-file.query';

@QueryHandler(ReadFileQuery)
export class ReadFileHandler implements IQueryHandler<ReadFileQuery> {
  constructor(private readonly files: GridFsFileStore) {}

  async execute({ filename }: ReadFileQuery): Promise<StoredFile> {
    // Only names this module gives out reach the database.
    if (!STORED_FILE_NAME.test(filename)) throw new NotFound('File');
    const file = await this.files.find(filename);
    if (!file) throw new NotFound('File');
    return {
      filename,
      // The type written at upload, as long as it is one of ours and agrees with the name's extension.
      contentType: contentTypeOf(filename, file.metadata.contentType),
      length: file.length,
      version: filename.split('.')[0],
      open: () => this.files.open(file.id),
    };
  }
}

function contentTypeOf(filename: string, stored: string | undefined): string {
  const extension = filename.slice(filename.lastIndexOf('.') + 1);
  const format = Object.values(IMAGE_FORMATS).find((candidate) => candidate.extension === extension)!;
  return stored === format.contentType ? stored : format.contentType;
}
