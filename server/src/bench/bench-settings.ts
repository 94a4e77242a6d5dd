/** A positive whole number a bench reads from the environment variable `name`, or `fallback` when it is not set. */
export function size(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}
