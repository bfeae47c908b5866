import { env } from '../config/env';
import { apiCallSupport } from './api-client';
import { ApiError, NetworkError, parseErrorBody } from './api-error';

export interface UploadOptions {
  /** The share of the request body sent so far, 0 to 1 (when the browser can tell). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * A multipart/form-data POST under `/api` (a file upload) with upload progress: XMLHttpRequest,
 * since fetch reports none. The same bearer token, language, error catalogue and errors as the API
 * client. Its own module, so only the pages that upload carry it.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  const url = `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  return new Promise<T>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
    if (options.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = options.timeoutMs ?? Math.max(env.apiTimeoutMs, 120_000);
    for (const [name, value] of Object.entries(apiCallSupport.headers())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    const failed = (timedOut: boolean) => () => {
      console.warn(`[api] POST ${url}: no response${timedOut ? ' (timeout)' : ''}`);
      reject(
        new NetworkError(
          timedOut ? `Request timed out: POST ${url}` : `Network error: POST ${url}`,
          timedOut,
        ),
      );
    };
    xhr.addEventListener('error', failed(false));
    xhr.addEventListener('timeout', failed(true));
    xhr.addEventListener('abort', () => {
      reject(aborted());
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      const type = xhr.getResponseHeader('content-type') ?? '';
      if (xhr.responseText && type.includes('json')) {
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          body = null;
        }
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      const errorBody = ok ? null : parseErrorBody(body);
      apiCallSupport.report(xhr.status, errorBody);
      if (ok) resolve(body as T);
      else reject(new ApiError(xhr.status, errorBody));
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
      },
      { once: true },
    );
    xhr.send(form);
  });
}
