import type { JobsOverview, ListedJob } from '@contracts';
import { API_ROOT, httpClient } from '../httpClient';

type CheckState = { status: 'up'; detail?: string } | { status: 'down'; error: string };
/** `GET /api/health`: answered 503 with the same body when a part is down. */
export interface PortalHealth {
  status: 'ok' | 'degraded';
  checks: Record<string, CheckState>;
}

/** The Jobs page's calls, offered as data provider methods. */
export interface JobsMethods {
  getJobs(): Promise<{ data: JobsOverview }>;
  retryJob(job: Pick<ListedJob, 'queue' | 'id'>): Promise<{ data: ListedJob }>;
  getHealth(): Promise<{ data: PortalHealth }>;
}

export function createJobsMethods(client: typeof httpClient): JobsMethods {
  return {
    async getJobs() {
      const { json } = await client(`${API_ROOT}/admin/jobs`);
      return { data: json as JobsOverview };
    },
    async retryJob(job) {
      const { json } = await client(`${API_ROOT}/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`, { method: 'POST' });
      return { data: json as ListedJob };
    },
    async getHealth() {
      // A degraded portal answers 503 with the checks: that answer is the data, not an error.
      const response = await fetch(`${API_ROOT}/health?date=${Date.now()}`, { credentials: 'include', headers: { Accept: 'application/json' } });
      return { data: (await response.json()) as PortalHealth };
    },
  };
}
