import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a browser loads before the first screen: the entry script and its preloaded chunks, gzip. */
export function initialJavaScript(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const base = /src="(\/[^"]*?)assets\//.exec(html)?.[1] ?? '/';
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1].slice(base.length));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).byteLength, 0);
  return { files: files.length, gzipKb: bytes / 1024 };
}
