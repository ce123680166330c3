import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { isLanguage, LIMITS } from '../../../contracts';
import { InvalidField, UserNotFound } from '../../directory.errors';
import { DirectoryCache } from '../../directory-cache';
import { IndexRefresh } from '../../search/index-refresh';
import { GetDirectorySettingsQuery } from '../../ports/get-directory-settings.query';
import { User } from '../../user.schema';
import { UpdateOwnProfileCommand } from './update-own-profile.command';
import { DirectoryStore } from '../../directory-models';

@CommandHandler(UpdateOwnProfileCommand)
export class UpdateOwnProfileHandler implements ICommandHandler<UpdateOwnProfileCommand> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly queries: QueryBus,
    private readonly cache: DirectoryCache,
    private readonly index: IndexRefresh,
  ) {}

  async execute({ userId, body }: UpdateOwnProfileCommand): Promise<void> {
    const input = (body ?? {}) as Record<string, unknown>;
    const changes: Partial<Pick<User, 'background' | 'tour' | 'language'>> = {};

    if (input.background !== undefined) {
      const settings = await this.queries.execute(new GetDirectorySettingsQuery());
      const count = settings.nbBackgrounds ?? LIMITS.backgroundCount;
      const background = input.background;
      if (!Number.isInteger(background) || (background as number) < 1 || (background as number) > count) {
        throw new InvalidField('background', `The background must be a whole number from 1 to ${count}.`);
      }
      changes.background = background as number;
    }
    if (input.tour !== undefined) {
      if (typeof input.tour !== 'boolean') throw new InvalidField('tour', 'The tour flag must be true or false.');
      changes.tour = input.tour;
    }
    if (input.language !== undefined) {
      if (!isLanguage(input.language)) throw new InvalidField('language', 'The language must be one of en, fr, zh, ja.');
      changes.language = input.language;
    }

    if (Object.keys(changes).length === 0) return;
    const updated = await this.store.users.updateOne({ _id: userId, deleted: { $ne: true } }, { $set: changes });
    await this.index.afterWrite([userId]);
    if (updated.matchedCount === 0) throw new UserNotFound();
    // The cached principal carries the language.
    await this.cache.invalidateUsers([userId]);
  }
}
