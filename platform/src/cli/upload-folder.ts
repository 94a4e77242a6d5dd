import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { UploadedFile } from '@pcbm/domain';

/** The files of a folder (recursively, named relative to it) or a single file such as a zip archive, as an upload. */
export function readUploadFrom(path: string): UploadedFile[] {
  if (!statSync(path).isDirectory()) return [{ name: path.split(/[\\/]/).pop()!, bytes: new Uint8Array(readFileSync(path)) }];
  const files: UploadedFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push({ name: relative(path, full).split(/[\\/]/).join('/'), bytes: new Uint8Array(readFileSync(full)) });
    }
  };
  walk(path);
  return files;
}
