import { authorizedFetch } from './authorized-fetch';

/** The server's message of a refused download (`{ message }`), else the status. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `The download failed (${response.status})`;
}

/** Fetches `path` with the access token and saves the answer as `fileName`; throws with the server's message when refused. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await authorizedFetch(path);
  if (!response.ok) throw new Error(await refusal(response));
  saveFile(await response.blob(), fileName);
}

/** Offers `blob` as a file download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: Chrome reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
