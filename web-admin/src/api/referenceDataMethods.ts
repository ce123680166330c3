import { IDEMPOTENCY_KEY_HEADER, SubmissionKeys, type AdminConfig, type CompanyChoice, type ImportReport, type ToolName } from '@contracts';
import { API_ROOT, httpClient } from '../httpClient';
import { uploadWithProgress } from '../uploadWithProgress';
import type { AdminConfigChanges, BookmarkedTool, ImportRequest, ImportStarted } from './portalTypes';

/** The spec's calls behind the reference-data pages (subsidiaries, categories, users, default tools, config, import). */
export interface ReferenceDataMethods {
  getCompanies(subsidiaryId?: string | null): Promise<{ data: CompanyChoice[] }>;
  importCategories(text: string): Promise<{ data: { created: number; updated: number } }>;
  getBookmarkedApps(userId: string): Promise<{ data: BookmarkedTool[] }>;
  searchTools(text: string): Promise<{ data: ToolName[] }>;
  moveDefaultTool(move: { id: string; from: number; to: number }): Promise<{ data: unknown[] }>;
  getAdminConfig(): Promise<{ data: AdminConfig }>;
  updateAdminConfig(changes: AdminConfigChanges): Promise<{ data: AdminConfig }>;
  startImport(request: ImportRequest, onProgress: (percent: number) => void): Promise<{ data: ImportStarted }>;
  getImportReport(jobId: string): Promise<{ data: ImportReport }>;
  confirmImport(jobId: string): Promise<{ data: ImportStarted }>;
}

/**
 * Downloads are plain links (the browser saves the server's file), not data provider calls:
 * react-admin wraps every data provider method as a promise.
 */
export const EXPORT_URLS = {
  categories: `${API_ROOT}/categories/export`,
  logs: `${API_ROOT}/admin/logs/export`,
} as const;

const segment = (text: string) => encodeURIComponent(text);
const listOf = <T>(json: unknown): T[] => (Array.isArray(json) ? (json as T[]) : []);

export function createReferenceDataMethods(client: typeof httpClient = httpClient): ReferenceDataMethods {
  // Each import's submissions: one Idempotency-Key while the same file is sent again after a failure.
  const categoryImports = new SubmissionKeys();
  const directoryImports = new SubmissionKeys();
  return {
    async getCompanies(subsidiaryId) {
      const query = subsidiaryId ? `?subsidiary=${segment(subsidiaryId)}` : '';
      const { json } = await client(`${API_ROOT}/companies${query}`);
      return { data: listOf<CompanyChoice>(json) };
    },

    async importCategories(text) {
      const { json } = await client(`${API_ROOT}/categories/import`, {
        method: 'POST',
        body: JSON.stringify({ data: text }),
        headers: new Headers({ [IDEMPOTENCY_KEY_HEADER]: categoryImports.keyFor(text) }),
      });
      categoryImports.succeeded();
      return { data: json as { created: number; updated: number } };
    },

    async getBookmarkedApps(userId) {
      const { json } = await client(`${API_ROOT}/getBookmarkedApps/${segment(userId)}`);
      return { data: listOf<BookmarkedTool>(json) };
    },

    async searchTools(text) {
      const { json } = await client(`${API_ROOT}/getAppsByName/${segment(text)}`);
      return { data: listOf<ToolName>(json) };
    },

    async moveDefaultTool(move) {
      const { json } = await client(`${API_ROOT}/config/default_tools/update-position`, {
        method: 'PUT',
        body: JSON.stringify(move),
      });
      return { data: listOf<unknown>(json) };
    },

    async getAdminConfig() {
      const { json } = await client(`${API_ROOT}/config?admin=1`);
      return { data: json as AdminConfig };
    },

    async updateAdminConfig(changes) {
      const { json } = await client(`${API_ROOT}/config`, { method: 'PUT', body: JSON.stringify(changes) });
      return { data: json as AdminConfig };
    },

    async startImport(request, onProgress) {
      const body = new FormData();
      if (request.usersFile) body.append('usersFile', request.usersFile);
      if (request.servicesFile) body.append('servicesFile', request.servicesFile);
      body.append('importTestMode', String(request.importTestMode));
      body.append('importusersFilepath', request.importusersFilepath);
      body.append('importservicesFilepath', request.importservicesFilepath);
      const file = (part: File | null | undefined) => part && [part.name, part.size, part.lastModified];
      const key = directoryImports.keyFor({ ...request, usersFile: file(request.usersFile), servicesFile: file(request.servicesFile) });
      const json = await uploadWithProgress(`${API_ROOT}/config/import`, 'PUT', body, onProgress, { [IDEMPOTENCY_KEY_HEADER]: key });
      directoryImports.succeeded();
      return { data: json as ImportStarted };
    },

    async getImportReport(jobId) {
      const { json } = await client(`${API_ROOT}/config/import/${segment(jobId)}`);
      return { data: json as ImportReport };
    },

    async confirmImport(jobId) {
      const { json } = await client(`${API_ROOT}/config/import/${segment(jobId)}/confirm`, { method: 'POST' });
      return { data: json as ImportStarted };
    },
  };
}
