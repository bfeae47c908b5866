import { api } from './api-client';

/**
 * The file name a Content-Disposition header gives (pure): RFC 6266's `filename*` (UTF-8,
 * percent-encoded; another charset is ignored) wins over the plain `filename`; null when it names
 * none. Only the last path segment is kept, so a name can never point into another folder.
 */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*utf-8'[\w-]*'([^;\s]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1]);
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(disposition);
    const quoted = plain?.[1];
    name = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (plain?.[2]?.trim() ?? null);
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

/** A file the API sent: its content (typed by the reply's Content-Type) and its name. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET a file under `/api` through the API client (the same bearer or purchase token, the same
 * error catalogue for an error reply), typed by the reply's Content-Type and named by its
 * Content-Disposition, or `fallbackName`.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await api.get<Response>(path, { raw: true });
  const blob = await response.blob();
  return {
    blob,
    filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/**
 * A reply's body read chunk by chunk, telling how many bytes have come so far (a streamed file
 * has no length to count down from), then kept as one Blob of the reply's type.
 */
export async function readWithProgress(
  response: Response,
  onBytes: (bytes: number) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onBytes(bytes);
  }
  return new Blob(chunks, { type });
}

/**
 * GET a file under `/api` as fetchFile does, telling the bytes received while it comes; the
 * caller shows an error reply itself (`silent`).
 */
export async function fetchFileWithProgress(
  path: string,
  fallbackName: string,
  onBytes: (bytes: number) => void,
): Promise<DownloadedFile> {
  const response = await api.get<Response>(path, { raw: true, silent: true });
  return {
    blob: await readWithProgress(response, onBytes),
    filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** Hands a file to the browser's downloads: an object URL and a temporary `<a download>`. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click has returned: let it live a little.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 30_000);
}

/** Fetches a file from the API and saves it (rejects as the API client does). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  saveFile(await fetchFile(path, fallbackName));
}
