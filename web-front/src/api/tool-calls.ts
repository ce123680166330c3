import { IDEMPOTENCY_KEY_HEADER, type ToolBody, type ToolCard, type ToolForEditing } from '@contracts';
import { apiRequest } from './client';
import type { UploadedLogo } from './tool-types';

/** One tool the caller may see (the information popup); 404 for one they may not. */
export function getApp(id: string): Promise<ToolCard> {
  return apiRequest<ToolCard>('GET', `getApp/${encodeURIComponent(id)}`);
}

/** The tool for the edit form: its live content, or the proposed one while a request waits. */
export function getAppForEditing(id: string): Promise<ToolForEditing> {
  return apiRequest<ToolForEditing>('GET', `getApp/${encodeURIComponent(id)}/true`);
}

/** `idempotencyKey`: the same for every send of one submission (SubmissionKeys), so a retry never creates twice. */
export function postApp(tool: ToolBody, idempotencyKey: string): Promise<ToolCard> {
  return apiRequest<ToolCard>('POST', 'postApp', { body: tool, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function updateApp(tool: ToolBody & { _id: string }): Promise<ToolCard> {
  return apiRequest<ToolCard>('PUT', 'updateApp', { body: tool });
}

/** Sends a logo (multipart field `file`); the answer's `filename` goes into `logo.image`. */
export function uploadFile(file: File): Promise<UploadedLogo> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<UploadedLogo>('POST', 'uploadFile', { body: form });
}
