import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { FooterEntry, PublicConfig } from '@contracts';
import { API_ROOT, httpClient } from './httpClient';
import { createDirectoryMethods, type DirectoryMethods } from './components/directory/directoryMethods';
import { createToolListMethods, createToolMethods, type ToolMethods } from './resources/tools/toolMethods';
import { createValidationMethods, type ValidationMethods } from './resources/validations/validationMethods';
import { createReferenceDataMethods, type ReferenceDataMethods } from './api/referenceDataMethods';
import { createJobsMethods, type JobsMethods } from './pages/jobs/jobsMethods';
import { createUsageMethods, type UsageMethods } from './pages/usage/usageMethods';
import { createToolStatusMethods, type ToolStatusMethods } from './pages/tool-status/toolStatusMethods';

/** Calls of the spec that are not simple-REST resources, offered as data provider methods. */
interface PortalMethods {
  getFooter(): Promise<{ data: FooterEntry[] }>;
  updateFooter(footer: FooterEntry[]): Promise<{ data: FooterEntry[] }>;
  /** GET navAdmin: announces that the person switches area (spec section 7); the answer carries nothing. */
  announceAreaSwitch(): Promise<void>;
  /** Signs a user out of every device; answers how many sessions were open. */
  endUserSessions(userId: string): Promise<{ ended: number }>;
}

export type PortalDataProvider = DataProvider &
  PortalMethods &
  DirectoryMethods &
  ToolMethods &
  ValidationMethods &
  ReferenceDataMethods &
  JobsMethods &
  UsageMethods &
  ToolStatusMethods;

/**
 * Resources (tools, categories, users…) are simple REST under /api/admin/<resource>; the
 * spec's other calls are custom methods, so components still never fetch on their own.
 */
export function createDataProvider(client: typeof httpClient = httpClient): PortalDataProvider {
  return {
    ...simpleRestProvider(`${API_ROOT}/admin`, client),
    ...createDirectoryMethods(client),
    ...createToolMethods(client),
    ...createToolListMethods(client),
    ...createValidationMethods(client),
    ...createReferenceDataMethods(client),
    ...createJobsMethods(client),
    ...createUsageMethods(client),
    ...createToolStatusMethods(client),

    async getFooter() {
      const { json } = await client(`${API_ROOT}/config`);
      return { data: (json as PublicConfig).footer ?? [] };
    },

    async updateFooter(footer) {
      const { json } = await client(`${API_ROOT}/config/footer`, {
        method: 'PUT',
        body: JSON.stringify({ footer }),
      });
      return { data: (json as Pick<PublicConfig, 'footer'>).footer ?? [] };
    },

    async announceAreaSwitch() {
      await client(`${API_ROOT}/navAdmin`);
    },

    async endUserSessions(userId) {
      const { json } = await client(`${API_ROOT}/admin/users/${encodeURIComponent(userId)}/end-sessions`, { method: 'POST' });
      return json as { ended: number };
    },
  };
}

export const dataProvider = createDataProvider();
