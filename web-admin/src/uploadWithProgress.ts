import { HttpError } from 'react-admin';
import { ERROR_CODES, type ErrorBody } from '@contracts';
import { withCacheBuster } from './httpClient';
import { FRONT_PAGES, leaveAdmin } from './navigation';

const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * A multipart upload that reports its progress (spec section 7: "with upload progress"). fetch
 * cannot tell how much of a body was sent, so this one call uses XMLHttpRequest, with the same
 * conventions as httpClient: cookies, the date parameter, the emulated verb and the CSRF token.
 */
export function uploadWithProgress(
  url: string,
  method: 'PUT' | 'POST',
  body: FormData,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', withCacheBuster(url));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-HTTP-Method-Override', method);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    const token = document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${CSRF_COOKIE}=`))
      ?.slice(CSRF_COOKIE.length + 1);
    if (token) request.setRequestHeader('X-XSRF-TOKEN', decodeURIComponent(token));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let json: unknown;
      try {
        json = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        json = null;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(json);
      } else {
        const message = (json as Partial<ErrorBody> | null)?.error?.message ?? request.statusText;
        // The same error pages as every other call (spec section 8).
        if (request.status === 403 && message === ERROR_CODES.permissionDenied) leaveAdmin(FRONT_PAGES.forbidden);
        else if (request.status === 500) leaveAdmin(FRONT_PAGES.serverError);
        reject(new HttpError(message, request.status, json));
      }
    };
    request.onerror = () => reject(new HttpError('Network error', 0, null));
    request.send(body);
  });
}
