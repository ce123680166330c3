import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { VersionedJson } from '../../../../platform/http/encoded-json';
import { WallLists } from '../../wall-lists';
import { WallSubjects } from '../../wall-subjects';
import { GetWallQuery } from './get-wall.query';

/** What a card needs; the search fields (titleLower) stay in the database. */
export { CATALOGUE_PROJECTION as CARD_PROJECTION } from '../../../catalogue/catalogue-entry';

/** Filters the in-memory catalogue (no database read once the caller is cached). */
@QueryHandler(GetWallQuery)
export class GetWallHandler implements IQueryHandler<GetWallQuery> {
  constructor(
    private readonly subjects: WallSubjects,
    private readonly lists: WallLists,
  ) {}

  async execute({ caller, userParam, list, language }: GetWallQuery): Promise<VersionedJson> {
    const viewer = await this.subjects.resolve(caller, userParam);
    return this.lists.wall(viewer, list, language);
  }
}
