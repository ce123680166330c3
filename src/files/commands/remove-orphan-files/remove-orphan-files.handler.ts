import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Types } from 'mongoose';
import { GridFsFileStore } from '../../gridfs-file-store';
import { ListCategoryIconFilesQuery } from '../../ports/list-category-icon-files.query';
import { ListPendingRequestLogoFilesQuery } from '../../ports/list-pending-request-logo-files.query';
import { ListToolLogoFilesQuery } from '../../ports/list-tool-logo-files.query';
import { RemoveOrphanFilesCommand } from './remove-orphan-files.command';

const PAGE = 200;

/**
 * Reads what is in use from the modules that own the references (tools' logos, categories' icons,
 * logos proposed by waiting requests: the questions of files/ports, which those modules answer), then walks the stored files a page at a time and removes those
 * nobody uses and nobody uploaded since the cutoff. The references are read first: a file uploaded
 * after that is newer than the cutoff, so it is never taken for an orphan.
 */
@CommandHandler(RemoveOrphanFilesCommand)
export class RemoveOrphanFilesHandler implements ICommandHandler<RemoveOrphanFilesCommand> {
  private readonly logger = new Logger(RemoveOrphanFilesHandler.name);

  constructor(
    private readonly files: GridFsFileStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ cutoff }: RemoveOrphanFilesCommand): Promise<{ removed: string[] }> {
    const used = new Set<string>(
      (
        await Promise.all([
          this.queries.execute(new ListToolLogoFilesQuery()),
          this.queries.execute(new ListCategoryIconFilesQuery()),
          this.queries.execute(new ListPendingRequestLogoFilesQuery()),
        ])
      ).flat(),
    );
    const removed: string[] = [];
    let after: Types.ObjectId | null = null;
    for (;;) {
      const page = await this.files.page(after, PAGE);
      if (page.length === 0) break;
      for (const file of page) {
        if (used.has(file.filename) || file.lastUploadAt >= cutoff) continue;
        await this.files.remove(file.id);
        removed.push(file.filename);
      }
      after = page[page.length - 1].id;
    }
    if (removed.length) this.logger.log(`removed ${removed.length} unused uploaded file(s)`);
    return { removed };
  }
}
