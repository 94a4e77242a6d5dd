import type { UserManager } from 'oidc-client-ts';

/** A request to this server with the signed-in person's bearer token; other hosts are refused. */
async function fetchWithToken(path: string, userManager: UserManager, init: RequestInit = {}): Promise<Response> {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('Only files of this server can be fetched.');
  const user = await userManager.getUser();
  return fetch(path, { ...init, headers: user?.access_token ? { authorization: `Bearer ${user.access_token}` } : {} });
}

/** Fetches a file the server serves only with the bearer token (`File.path`), as a Blob. */
export async function fetchAuthorizedFile(path: string, userManager: UserManager): Promise<Blob> {
  const response = await fetchWithToken(path, userManager);
  if (!response.ok) throw new Error(`The file could not be fetched (${response.status}).`);
  return response.blob();
}

/**
 * A URL that shows a quote in the browser's own viewer for a few minutes, ending in the file's name (the
 * viewer's title and the name its download button saves under).
 */
export async function fetchFileViewUrl(path: string, userManager: UserManager): Promise<string> {
  const response = await fetchWithToken(`${path}/view`, userManager, { method: 'POST' });
  if (!response.ok) throw new Error(`The file could not be opened (${response.status}).`);
  const { url } = (await response.json()) as { url: unknown };
  if (typeof url !== 'string' || !url.startsWith('/files/view/')) throw new Error('The server answered without a viewer URL.');
  return url;
}

/** Saves a Blob under a file name, as a browser download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves an export the API answers inline (`ExportFile`: base64 data). */
export function saveExportFile(file: { readonly data: string; readonly filename: string; readonly mediaType: string }): void {
  const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: file.mediaType }), file.filename);
}
