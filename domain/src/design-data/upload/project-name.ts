import { baseNameOf, stemOf } from './file-name';

/** The project name when the file names share no prefix of at least three characters. */
export const DEFAULT_PROJECT_NAME = 'Project-1';

const MIN_PROJECT_NAME_LENGTH = 3;

function commonPrefix(names: readonly string[]): string {
  return names.reduce((prefix, name) => {
    let length = 0;
    while (length < prefix.length && length < name.length && prefix[length] === name[length]) length++;
    return prefix.slice(0, length);
  });
}

/** The project name: the common prefix of the file names (at least 3 characters, trailing dots, dashes and underscores removed), else 'Project-1'. */
export function projectNameOf(fileNames: readonly string[]): string {
  const names = fileNames.map(baseNameOf).filter(Boolean);
  if (names.length === 0) return DEFAULT_PROJECT_NAME;
  const prefix = (names.length === 1 ? stemOf(names[0]) : commonPrefix(names)).replace(/[.\-_]+$/, '');
  return prefix.length >= MIN_PROJECT_NAME_LENGTH ? prefix : DEFAULT_PROJECT_NAME;
}
