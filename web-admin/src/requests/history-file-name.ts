/**
 * The name the signed history is saved under: the request's name (letters, digits, dashes) before the server's
 * name, which already says what it is, whose it is and when it was exported (order-history-<id>-<time>.jsonl).
 */
export function historyFileName(requestName: string, serverName: string): string {
  const file = serverName.split(/[\\/]/).pop() ?? serverName;
  const project = requestName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return project ? `${project}_${file}` : file;
}
