import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER, SubmissionKeys, type FooterEntry, type PublicConfig } from '@contracts';
import { API_ROOT, httpClient } from './httpClient';
import { createDirectoryMethods, type DirectoryMethods } from './api/directoryMethods';
import { createListMethods, createToolMethods, type ToolMethods } from './api/toolMethods';
import { createValidationMethods, type ValidationMethods } from './api/validationMethods';
import { createReferenceDataMethods, type ReferenceDataMethods } from './api/referenceDataMethods';
import { createJobsMethods, type JobsMethods } from './api/jobsMethods';
import { createUsageMethods, type UsageMethods } from './api/usageMethods';
import { createApiReferenceMethods, type ApiReferenceMethods } from './api/apiReferenceMethods';
import { createToolStatusMethods, type ToolStatusMethods } from './api/toolStatusMethods';
import { createAccessRequestMethods, type AccessRequestMethods } from './api/accessRequestMethods';

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
  ApiReferenceMethods &
  ToolStatusMethods &
  AccessRequestMethods;

/**
 * Resources (tools, categories, users…) are simple REST under /api/admin/<resource>; the
 * spec's other calls are custom methods, so components still never fetch on their own.
 */
export function createDataProvider(client: typeof httpClient = httpClient): PortalDataProvider {
  // One Idempotency-Key per resource's create form, kept while the same record is sent again after a failure.
  const creates = new Map<string, SubmissionKeys>();
  const submissionsOf = (resource: string) => creates.get(resource) ?? creates.set(resource, new SubmissionKeys()).get(resource)!;
  return {
    ...simpleRestProvider(`${API_ROOT}/admin`, client),
    create: (async (resource: string, params: CreateParams) => {
      const submissions = submissionsOf(resource);
      const { json } = await client(`${API_ROOT}/admin/${resource}`, {
        method: 'POST',
        body: JSON.stringify(params.data),
        headers: new Headers({ [IDEMPOTENCY_KEY_HEADER]: submissions.keyFor(params.data) }),
      });
      submissions.succeeded();
      return { data: json };
    }) as DataProvider['create'],
    ...createDirectoryMethods(client),
    ...createToolMethods(client),
    ...createListMethods(client),
    ...createValidationMethods(client),
    ...createReferenceDataMethods(client),
    ...createJobsMethods(client),
    ...createUsageMethods(client),
    ...createApiReferenceMethods(client),
    ...createToolStatusMethods(client),
    ...createAccessRequestMethods(client),

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
