import { Command } from '@nestjs/cqrs';

/** Removes stored files no tool, category or waiting request uses, last uploaded before `cutoff`. */
export class RemoveOrphanFilesCommand extends Command<{ removed: string[] }> {
  constructor(readonly cutoff: Date) {
    super();
  }
}
