import simpleRestProvider from 'ra-data-simple-rest';
import type { GetListParams, GetListResult } from 'react-admin';
import { MORE_MATCHES_HEADER } from '@contracts';
import type { httpClient } from '../httpClient';

/**
 * The users list: simple REST, and `meta.more` when the server lists only the first matches of a
 * broad search (its MORE_MATCHES_HEADER; the total is then how many it lists), for the table's notice.
 */
export async function getUserList(root: string, client: typeof httpClient, params: GetListParams): Promise<GetListResult> {
  let more = false;
  const watching: typeof httpClient = async (url, options) => {
    const response = await client(url, options);
    more = response.headers.get(MORE_MATCHES_HEADER) === 'true';
    return response;
  };
  const result = await simpleRestProvider(root, watching).getList('users', params);
  return more ? { ...result, meta: { more: true } } : result;
}
