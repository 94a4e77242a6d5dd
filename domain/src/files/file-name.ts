/** A file name safe to store and show: no folders, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const withoutDots = cleaned.replace(/^\.+/, '');
  return (withoutDots || 'file').slice(-200);
}
