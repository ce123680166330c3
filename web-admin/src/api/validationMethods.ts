import type { ValidationView } from '@contracts';
import { API_ROOT, type httpClient } from '../httpClient';
import type { ValidationService } from './validationTypes';

/** The spec's approval calls (section 7, Approvals). */
export interface ValidationMethods {
  getPendingValidations(): Promise<ValidationView[]>;
  getValidation(id: string): Promise<ValidationView>;
  acceptValidation(id: string): Promise<unknown>;
  /** The optional reason is mailed to the editor. */
  rejectValidation(id: string, reason?: string): Promise<{ mail_to_notify?: string | null }>;
  askExtraValidation(id: string, validator: { id: string; type: 'user' | 'group' }): Promise<ValidationView>;
  removeExtraValidation(id: string): Promise<unknown>;
  acceptExtraValidation(id: string): Promise<unknown>;
  rejectExtraValidation(id: string, message: string): Promise<unknown>;
  getValidationService(): Promise<ValidationService>;
  setValidationService(groupId: string): Promise<ValidationService>;
}

const validation = (id: string) => `${API_ROOT}/app-validation/${encodeURIComponent(id)}`;

export function createValidationMethods(client: typeof httpClient): ValidationMethods {
  const put = async (url: string, body?: unknown) =>
    (await client(url, { method: 'PUT', body: body === undefined ? undefined : JSON.stringify(body) })).json;
  return {
    async getPendingValidations() {
      return ((await client(`${API_ROOT}/app-validation/pending`)).json as ValidationView[]) ?? [];
    },
    async getValidation(id) {
      return (await client(validation(id))).json as ValidationView;
    },
    acceptValidation: (id) => put(`${validation(id)}/accept`),
    async rejectValidation(id, reason) {
      const body = reason?.trim() ? { reason } : undefined;
      return ((await put(`${validation(id)}/reject`, body)) ?? {}) as { mail_to_notify?: string | null };
    },
    async askExtraValidation(id, validator) {
      return (await put(`${validation(id)}/ask-extra-validation`, { validator: validator.id, type: validator.type })) as ValidationView;
    },
    removeExtraValidation: (id) => put(`${validation(id)}/remove-extra-validation`),
    acceptExtraValidation: (id) => put(`${validation(id)}/accept-extra-validation`),
    rejectExtraValidation: (id, message) => put(`${validation(id)}/reject-extra-validation`, { message }),
    async getValidationService() {
      return (await client(`${API_ROOT}/app-validation/default-extra-validation-service`)).json as ValidationService;
    },
    async setValidationService(groupId) {
      return (await put(`${API_ROOT}/config/validation_service`, { validation_service: groupId })) as ValidationService;
    },
  };
}
