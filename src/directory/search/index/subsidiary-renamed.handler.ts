import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { PeopleSubsidiaryRenamedEvent } from '../../events/people-subsidiary-renamed.event';
import { DirectoryIndex } from './directory-index';
import { DirectoryStore } from '../../directory-models';

/** A renamed subsidiary renames it in its people's records: the users table shows the name from the index. */
@EventsHandler(PeopleSubsidiaryRenamedEvent)
export class SubsidiaryRenamedHandler implements IEventHandler<PeopleSubsidiaryRenamedEvent> {
  private readonly logger = new Logger(SubsidiaryRenamedHandler.name);

  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async handle({ subsidiaryId }: PeopleSubsidiaryRenamedEvent) {
    try {
      const people = await this.store.users.find({ 'subsidiary._id': new Types.ObjectId(subsidiaryId) }, { _id: 1 }).lean();
      await this.index.refresh(people.map((person) => String(person._id)));
    } catch (err) {
      this.logger.warn(`index not refreshed after renaming subsidiary ${subsidiaryId}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
