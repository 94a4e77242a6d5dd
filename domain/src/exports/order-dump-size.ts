/** The most an order dump may hold, counted on the files' bytes before they are packed. */
export const MAX_ORDER_DUMP_BYTES = 200 * 1024 * 1024;

/** Whether files of `bytes` more still fit an order dump that holds `held` bytes. */
export function fitsOrderDump(held: number, bytes: number, limit = MAX_ORDER_DUMP_BYTES): boolean {
  return held + bytes <= limit;
}

/** What a dump of too many bytes is refused with. */
export function orderDumpTooLargeMessage(limit = MAX_ORDER_DUMP_BYTES): string {
  return `The files of these requests are more than ${Math.floor(limit / (1024 * 1024))} MB together; please export fewer requests at once.`;
}
