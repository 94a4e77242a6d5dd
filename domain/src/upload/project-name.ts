/** The default project name when the file names share no meaningful prefix. */
export const DEFAULT_PROJECT_NAME = 'Project-1';

/** The project name: the common prefix of the file names (at least 3 characters, trailing . - _ removed). */
export function projectNameOf(fileNames: readonly string[]): string {
  const names = fileNames.map((name) => name.split('/').pop()!).filter(Boolean);
  if (names.length === 0) return DEFAULT_PROJECT_NAME;
  let prefix = names[0];
  for (const name of names.slice(1)) {
    let i = 0;
    while (i < prefix.length && i < name.length && prefix[i] === name[i]) i++;
    prefix = prefix.slice(0, i);
  }
  if (names.length === 1) prefix = prefix.replace(/\.[^.]*$/, '');
  prefix = prefix.replace(/[._-]+$/, '');
  return prefix.length >= 3 ? prefix : DEFAULT_PROJECT_NAME;
}
