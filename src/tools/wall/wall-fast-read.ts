import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ignoredBody, langQuery, wallParams } from '../../contracts/requests';
import type { FastRead } from '../../platform/http/fast-routes';
import { GetWallQuery } from './queries/get-wall/get-wall.query';
import { requestLanguage } from '../../contracts/languages';
import { wallListOf } from './wall-filters';

/** The wall's route under /api, as `WallController.getApps` declares it and `FastRoutes` matches it. */
export const WALL_ROUTE = 'getApps/null/:userId/:pageSize/:limit/:withCategories/:withManagers/:managed/:subsidiary';

/**
 * The wall answered before Express (`FastRoutes.postRead`): every person's first call of the day, so the
 * router, guards and pipes were most of its cost. The same schemas and query as `WallController.getApps`;
 * anything they refuse, and any error of the query (a wall that is not the caller's), is left to that
 * route, which answers it as it always does.
 */
@Injectable()
export class WallFastRead {
  constructor(private readonly queries: QueryBus) {}

  readonly read: FastRead = async (caller, { params, query, body }) => {
    const parsedParams = wallParams.safeParse(params);
    const parsedQuery = langQuery.safeParse(queryObject(query));
    const parsedBody = ignoredBody.safeParse(body);
    if (!parsedParams.success || !parsedQuery.success || !parsedBody.success) return null;
    const { userId, managed, subsidiary } = parsedParams.data;
    const language = requestLanguage(parsedQuery.data.lang, caller.language);
    return this.queries.execute(new GetWallQuery(caller, userId, wallListOf(managed, subsidiary), language)).catch(() => null);
  };
}

/** The query as Express reads it, or null when a key repeats (Express makes that an array, which the schemas refuse). */
function queryObject(query: URLSearchParams): Record<string, string> | null {
  const object: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key in object) return null;
    object[key] = value;
  }
  return object;
}
