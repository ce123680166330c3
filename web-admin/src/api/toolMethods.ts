import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER, SubmissionKeys, type Translated, type ToolForEditing, type ToolBody } from '@contracts';
import { API_ROOT, type httpClient } from '../httpClient';
import type { CategoryOption, SavedTool } from './toolTypes';
import { getUserList } from './userListMethods';

/** The spec's tool calls the back-office makes besides the simple-REST list (section 7, Tools). */
export interface ToolMethods {
  getToolForEditing(id: string): Promise<ToolForEditing>;
  createTool(tool: ToolBody): Promise<SavedTool>;
  updateTool(tool: ToolBody): Promise<SavedTool>;
  /** A single delete also sends the tool's title, creator and managers (spec section 7). */
  deleteTools(ids: string[], details?: SingleDeleteDetails): Promise<{ deleted: string[] }>;
  bulkEditTools(edit: { apps: string[]; managers?: string[]; users?: string[] }): Promise<unknown>;
  uploadLogo(file: File): Promise<{ filename: string; url: string }>;
  getToolCategories(language: string): Promise<CategoryOption[]>;
}

interface SingleDeleteDetails {
  app_title: Translated;
  app_creator: string | null;
  app_managers: string[];
}

export function createToolMethods(client: typeof httpClient): ToolMethods {
  // The tool form's submissions: one Idempotency-Key while the same tool is sent again after a failure.
  const submissions = new SubmissionKeys();
  return {
    async getToolForEditing(id) {
      const { json } = await client(`${API_ROOT}/getApp/${encodeURIComponent(id)}/true`);
      return json as ToolForEditing;
    },
    async createTool(tool) {
      const headers = new Headers({ [IDEMPOTENCY_KEY_HEADER]: submissions.keyFor(tool) });
      const { json } = await client(`${API_ROOT}/postApp`, { method: 'POST', body: JSON.stringify(tool), headers });
      submissions.succeeded();
      return (json ?? {}) as SavedTool;
    },
    async updateTool(tool) {
      const { json } = await client(`${API_ROOT}/updateApp`, { method: 'PUT', body: JSON.stringify(tool) });
      return (json ?? {}) as SavedTool;
    },
    async deleteTools(ids, details) {
      const { json } = await client(`${API_ROOT}/deleteApps/${ids.map(encodeURIComponent).join(',')}`, {
        method: 'PUT',
        body: details ? JSON.stringify(details) : undefined,
      });
      return json as { deleted: string[] };
    },
    async bulkEditTools(edit) {
      const { json } = await client(`${API_ROOT}/updateApps`, { method: 'PUT', body: JSON.stringify(edit) });
      return json;
    },
    async uploadLogo(file) {
      const body = new FormData();
      body.append('file', file);
      const { json } = await client(`${API_ROOT}/uploadFile`, { method: 'POST', body });
      return json as { filename: string; url: string };
    },
    async getToolCategories(language) {
      const { json } = await client(`${API_ROOT}/categories/all?lang=${encodeURIComponent(language)}`);
      return ((json as CategoryOption[]) ?? []).map(({ id, name }) => ({ id, name }));
    },
  };
}

/**
 * The lists that need more than simple REST. The tool list is sorted by name in the interface
 * language: its `meta.lang` (part of the query key, so switching language reloads it) becomes the
 * `?lang=` the server sorts by. The users list says when a search matches more than it lists.
 */
export function createListMethods(client: typeof httpClient): Pick<DataProvider, 'getList'> {
  const root = `${API_ROOT}/admin`;
  const rest = simpleRestProvider(root, client);
  return {
    getList(resource, params) {
      if (resource === 'users') return getUserList(root, client, params);
      const lang = (params.meta as { lang?: string } | undefined)?.lang;
      if (resource !== 'tools' || !lang) return rest.getList(resource, params);
      const inLanguage = (url: string, options?: Parameters<typeof httpClient>[1]) =>
        client(`${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`, options);
      return simpleRestProvider(root, inLanguage).getList(resource, params);
    },
  };
}
