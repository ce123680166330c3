import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@contracts';
import { ACCESS_REQUESTS_QUERY_ROOT, accessRequestsToDecideQuery, myAccessRequestsQuery, recentlyDecidedAccessRequestsQuery, requestableToolsQuery } from '../api/access-request-queries';

/** The private tools the person may ask for, in the interface language. */
export function useRequestableTools() {
  const { i18n } = useTranslation();
  return useQuery(requestableToolsQuery(toLanguage(i18n.language)));
}

/** The person's own requests ("My requests"). */
export function useMyAccessRequests() {
  const { i18n } = useTranslation();
  return useQuery(myAccessRequestsQuery(toLanguage(i18n.language)));
}

/** The waiting requests for one tool that the caller may decide (read only when `enabled`). */
export function useToolRequestsToDecide(toolId: string, enabled: boolean) {
  const { i18n } = useTranslation();
  const query = useQuery({ ...accessRequestsToDecideQuery(toLanguage(i18n.language), toolId), enabled });
  return { ...query, data: query.data?.items.filter((request) => request.state === 'waiting') };
}

/** One tool's requests that another approver decided lately (read only when `enabled`). */
export function useToolRecentlyDecided(toolId: string, enabled: boolean) {
  const { i18n } = useTranslation();
  const query = useQuery({ ...recentlyDecidedAccessRequestsQuery(toLanguage(i18n.language), toolId), enabled });
  return { ...query, data: query.data?.items };
}

/** Reads the requestable tools and the person's requests again after a change. */
export function useRefreshAccessRequests(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [ACCESS_REQUESTS_QUERY_ROOT] }), [client]);
}
