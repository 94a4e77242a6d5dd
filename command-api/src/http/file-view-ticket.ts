import { createHmac, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';

/** How long a ticket opens its file: time for the browser's viewer to load it, not a link to keep. */
export const VIEW_TICKET_SECONDS = 300;

/**
 * Short-lived tickets that open one stored file without a token, so the browser's own PDF viewer can load it by a
 * URL that ends in the file's name (its title, and the name its own download button saves under).
 */
export interface FileViewTickets {
  issue(fileId: string): string;
  /** The file a ticket opens, or null when it is forged, damaged or expired. */
  fileOf(ticket: string): string | null;
}

/** The tickets' key, derived from a key every API process shares, so a ticket one issues another accepts. */
export function ticketSecretOf(sharedKey: KeyObject): Buffer {
  return Buffer.from(hkdfSync('sha256', sharedKey.export({ format: 'der', type: 'pkcs8' }), Buffer.alloc(0), 'pcbm file view tickets', 32));
}

export function fileViewTickets(secret: Buffer, now: () => number = Date.now): FileViewTickets {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    issue(fileId) {
      const body = `${fileId}.${Math.floor(now() / 1000) + VIEW_TICKET_SECONDS}`;
      return `${body}.${mac(body)}`;
    },
    fileOf(ticket) {
      const [fileId, expires, signature, ...rest] = ticket.split('.');
      if (!fileId || !expires || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
      const expected = Buffer.from(mac(`${fileId}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) * 1000 > now() ? fileId : null;
    },
  };
}
