/** A problem under a field, as the console's forms show it: the key of its text and the text's arguments. */
export interface Problem {
  readonly message: string;
  readonly args: Record<string, unknown>;
}

/** A resource's problems by key: `problemsIn('admin.shops.problems')('required')` is the text admin.shops.problems.required. */
export function problemsIn(keys: string): (key: string, args?: Record<string, unknown>) => Problem {
  return (key, args = {}) => ({ message: `${keys}.${key}`, args });
}

/** How the domain words a text that is longer than its rule allows, with the limit. */
const TOO_LONG = /^This field must be less than (\d+) characters$/;

/** The limit a domain's message says a text is longer than, or null when the message is about something else. */
export function tooLongLimit(message: string): number | null {
  const found = TOO_LONG.exec(message);
  return found ? Number(found[1]) : null;
}
