import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { ApiTokenView } from '../../../contracts';
import { ApiToken } from '../../api-token.schema';
import { apiTokenView, StoredApiToken } from '../../api-token-view';
import { ListApiTokensQuery } from './list-api-tokens.query';

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(@InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>) {}

  async execute(): Promise<ApiTokenView[]> {
    const now = new Date();
    const rows = await this.tokens.find({}, { secret_hash: 0 }).sort({ created_at: -1 }).lean();
    return rows.map((row) => apiTokenView(row as StoredApiToken, now));
  }
}
