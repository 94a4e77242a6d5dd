/** Whether the bytes are a PDF document (by its header, not by its name). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-') && head.indexOf('%PDF-') < 1024;
}
