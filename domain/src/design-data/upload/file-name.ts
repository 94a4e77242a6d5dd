/** The last part of a path, whichever slash the system wrote. */
export const baseNameOf = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const base = baseNameOf(name);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The file name without its extension. */
export function stemOf(name: string): string {
  const base = baseNameOf(name);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? base : base.slice(0, dot);
}

/**
 * A path made safe and comparable: forward slashes, no `./` parts. Null when it climbs out (`..`)
 * or is absolute; '' for what is never design data (macOS resource forks, hidden files, folders).
 */
export function normalisePath(path: string): string | null {
  const slashed = path.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) return null;
  const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) return null;
  if (slashed.endsWith('/') || parts.length === 0) return '';
  if (parts.some((part) => part === '__MACOSX' || part.startsWith('.'))) return '';
  return parts.join('/');
}
