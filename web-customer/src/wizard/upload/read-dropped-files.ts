import type { UploadedFile } from '@pcbm/domain/upload/upload-problem';

/** Files handed over by the picker or a drop, with their bytes; a dropped folder is marked as such. */
export async function readDroppedFiles(items: DataTransferItemList | null, files: FileList | readonly File[]): Promise<UploadedFile[]> {
  const folders = new Set<string>();
  if (items) {
    for (const item of Array.from(items)) {
      const entry = item.webkitGetAsEntry?.();
      if (entry?.isDirectory) folders.add(entry.name);
    }
  }
  return Promise.all(
    Array.from(files).map(async (file) =>
      folders.has(file.name) ? { name: file.name, bytes: new Uint8Array(), isDirectory: true } : { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    ),
  );
}
