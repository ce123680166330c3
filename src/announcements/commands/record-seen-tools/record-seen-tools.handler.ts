import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import type { Principal } from '../../../platform/auth/principal';
import { NotFound } from '../../../platform/http/domain.error';
import { AnnouncementReaders } from '../../announcement-readers';
import { RecordSeenToolsCommand } from './record-seen-tools.command';

/**
 * Whatever ids the person's browser says it showed: the set only decides what this person's own
 * "New for you" leaves out, so it needs no check against the catalogue (see docs/decisions/new-for-you.md).
 */
@CommandHandler(RecordSeenToolsCommand)
export class RecordSeenToolsHandler implements ICommandHandler<RecordSeenToolsCommand> {
  constructor(private readonly readers: AnnouncementReaders) {}

  async execute({ caller, ids }: RecordSeenToolsCommand): Promise<void> {
    await this.readers.add(userIdOf(caller), 'seenTools', ids.map((id) => id.toLowerCase()));
  }
}

function userIdOf(caller: Principal): string {
  if (!caller.userId || !Types.ObjectId.isValid(caller.userId)) throw new NotFound('User');
  return caller.userId;
}
