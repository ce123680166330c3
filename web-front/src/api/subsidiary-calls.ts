import { apiRequest } from './client';

export interface SubsidiaryEntry {
  _id: string;
  name: string;
}

/** Every subsidiary, by name: administrators only (anyone else gets 403). */
export function getSubsidiaries(): Promise<SubsidiaryEntry[]> {
  return apiRequest<SubsidiaryEntry[]>('GET', 'subsidiaries');
}
