import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from './navigation';
import { uploadWithProgress } from './uploadWithProgress';

/** A stand-in for the browser's XMLHttpRequest that records what was sent and answers on demand. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  body: unknown;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  document.cookie = 'XSRF-TOKEN=token%2B1';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('upload with progress', () => {
  it('follows the server conventions and reports the progress', async () => {
    const progress: number[] = [];
    const done = uploadWithProgress('/api/config/import', 'PUT', new FormData(), (percent) => progress.push(percent));
    const request = FakeRequest.last;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/^\/api\/config\/import\?date=\d+$/);
    expect(request.headers['X-HTTP-Method-Override']).toBe('PUT');
    expect(request.headers['X-XSRF-TOKEN']).toBe('token+1');
    expect(request.withCredentials).toBe(true);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.answer(200, { jobId: 'job-1' });
    await expect(done).resolves.toEqual({ jobId: 'job-1' });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the server’s message and body, so the page can translate the code', async () => {
    const done = uploadWithProgress('/api/config/import', 'PUT', new FormData(), () => undefined);
    const body = { error: { code: 'IMPORT.ALREADY_RUNNING', message: 'An import is already running.' } };
    FakeRequest.last.answer(409, body);
    await expect(done).rejects.toMatchObject({ status: 409, message: 'An import is already running.', body });
  });

  it('sends a permission_denied answer to the front’s 403 page', async () => {
    const leave = vi.spyOn(navigation, 'leaveAdmin').mockImplementation(() => undefined);
    const done = uploadWithProgress('/api/config/import', 'PUT', new FormData(), () => undefined);
    FakeRequest.last.answer(403, { error: { message: 'permission_denied' } });
    await expect(done).rejects.toMatchObject({ status: 403 });
    expect(leave).toHaveBeenCalledWith('/error-403');
  });
});
