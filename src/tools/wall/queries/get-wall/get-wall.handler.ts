import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JsonPayload, WallPayloads } from '../../wall-payloads';
import { WallSubjects } from '../../wall-subjects';
import { GetWallQuery } from './get-wall.query';

/** What a card needs; the search fields (titleLower) stay in the database. */
export { CATALOGUE_PROJECTION as CARD_PROJECTION } from '../../../catalogue/catalogue-entry';

/** Filters the in-memory catalogue (no database read once the caller is cached). */
@QueryHandler(GetWallQuery)
export class GetWallHandler implements IQueryHandler<GetWallQuery> {
  constructor(
    private readonly subjects: WallSubjects,
    private readonly payloads: WallPayloads,
  ) {}

  async execute({ caller, userParam, list, language }: GetWallQuery): Promise<JsonPayload> {
    const viewer = await this.subjects.resolve(caller, userParam);
    return this.payloads.wall(viewer, list, language);
  }
}
