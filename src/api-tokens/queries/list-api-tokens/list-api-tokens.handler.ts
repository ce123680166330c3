import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { ApiTokenView } from '../../../contracts';
import { ApiToken, ApiTokenUse } from '../../api-token.schema';
import { apiTokenView, StoredApiToken } from '../../api-token-view';
import { ListApiTokensQuery } from './list-api-tokens.query';

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(
    @InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>,
    @InjectModel(ApiTokenUse.name) private readonly uses: Model<ApiTokenUse>,
  ) {}

  async execute(): Promise<ApiTokenView[]> {
    const now = new Date();
    const [rows, uses] = await Promise.all([this.tokens.find({}, { secret_hash: 0 }).sort({ created_at: -1 }).lean(), this.uses.find({}).lean()]);
    const lastUse = new Map(uses.map((use) => [String(use._id), use.last_used_at] as const));
    return rows.map((row) => apiTokenView(row as StoredApiToken, lastUse.get(String(row._id)) ?? null, now));
  }
}
