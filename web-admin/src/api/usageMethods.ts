import type { UsageReport } from '@contracts';
import { API_ROOT, httpClient } from '../httpClient';

export interface UsageFilterValues {
  category?: string;
  subsidiary?: string;
}

/** `?category=…&subsidiary=…&lang=…`: the page's filters as the server reads them (empty ones left out). */
function usageQueryString(filters: UsageFilterValues, language: string): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.subsidiary) params.set('subsidiary', filters.subsidiary);
  params.set('lang', language);
  return params.toString();
}

/** The CSV export is a plain download link (the browser saves the server's timestamped file). */
export const usageExportUrl = (filters: UsageFilterValues, language: string) => `${API_ROOT}/admin/usage/export?${usageQueryString(filters, language)}`;

/** The Usage page's call, offered as a data provider method. */
export interface UsageMethods {
  getUsage(filters: UsageFilterValues, language: string): Promise<{ data: UsageReport }>;
}

export function createUsageMethods(client: typeof httpClient): UsageMethods {
  return {
    async getUsage(filters, language) {
      const { json } = await client(`${API_ROOT}/admin/usage?${usageQueryString(filters, language)}`);
      return { data: json as UsageReport };
    },
  };
}
