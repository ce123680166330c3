import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@contracts';
import { getConfig } from '@/api/calls';

const publicConfigQuery = queryOptions({ queryKey: ['config'], queryFn: getConfig, meta: { call: 'GET config' } });

/**
 * The public configuration (footer, help links, number of backgrounds), or null until it arrives.
 * A failure only leaves it null: spec section 8 says lookups like this one only log their errors.
 */
export function usePublicConfig(): PublicConfig | null {
  return useQuery(publicConfigQuery).data ?? null;
}
