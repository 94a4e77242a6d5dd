import type { UserManager } from 'oidc-client-ts';

/** Fetches a file the server serves only with the bearer token (`File.path`), as a Blob. */
export async function fetchAuthorizedFile(path: string, userManager: UserManager): Promise<Blob> {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('Only files of this server can be fetched.');
  const user = await userManager.getUser();
  const response = await fetch(path, { headers: user?.access_token ? { authorization: `Bearer ${user.access_token}` } : {} });
  if (!response.ok) throw new Error(`The file could not be fetched (${response.status}).`);
  return response.blob();
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
