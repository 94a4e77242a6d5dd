import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every key path of a strings object ('a.b.c'); plural forms count as their base key. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other|zero|two|few|many)$/, '')];
  return [...new Set(Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key)))];
}

/** The locales folders below a source folder, each with its en.json and de.json. */
export function localeFolders(root: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (!statSync(path).isDirectory() || entry === 'node_modules') continue;
    if (entry === 'locales' && existsSync(join(path, 'en.json'))) found.push(path);
    else found.push(...localeFolders(path));
  }
  return found;
}

/** Keys one language has and the other lacks, per folder and file pair. */
export function missingKeys(folder: string, pairs: readonly [string, string][] = [['en.json', 'de.json']]): string[] {
  const missing: string[] = [];
  for (const [a, b] of pairs) {
    const left = keyPaths(JSON.parse(readFileSync(join(folder, a), 'utf8')));
    const right = keyPaths(JSON.parse(readFileSync(join(folder, b), 'utf8')));
    missing.push(...left.filter((key) => !right.includes(key)).map((key) => `${folder}/${b}: ${key}`));
    missing.push(...right.filter((key) => !left.includes(key)).map((key) => `${folder}/${a}: ${key}`));
  }
  return missing;
}
