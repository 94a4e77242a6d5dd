import { generateKeyPairSync } from 'node:crypto';
import { fileViewTickets, ticketSecretOf, VIEW_TICKET_SECONDS } from './file-view-ticket';

describe('tickets that open a file in the browser\'s viewer', () => {
  const key = generateKeyPairSync('ed25519').privateKey;
  let clock = Date.UTC(2026, 11, 2, 9, 0, 0);
  const tickets = fileViewTickets(ticketSecretOf(key), () => clock);

  test('given a ticket, when it is used within its time, then it opens its file, and after that it opens nothing', () => {
    const ticket = tickets.issue('0b7f6c1e-5a41-4f0e-9d57-2c3b1f0a9e11');
    expect(tickets.fileOf(ticket)).toBe('0b7f6c1e-5a41-4f0e-9d57-2c3b1f0a9e11');
    clock += VIEW_TICKET_SECONDS * 1000;
    expect(tickets.fileOf(ticket)).toBeNull();
  });

  test('given a ticket of another process sharing the key, then it is accepted; of another key, then not', () => {
    const ticket = tickets.issue('file-1');
    expect(fileViewTickets(ticketSecretOf(key), () => clock).fileOf(ticket)).toBe('file-1');
    expect(fileViewTickets(ticketSecretOf(generateKeyPairSync('ed25519').privateKey), () => clock).fileOf(ticket)).toBeNull();
  });

  test('given a ticket changed to another file or a later end, or not a ticket at all, then it opens nothing', () => {
    const [, expires, signature] = tickets.issue('file-1').split('.');
    expect(tickets.fileOf(`file-2.${expires}.${signature}`)).toBeNull();
    expect(tickets.fileOf(`file-1.${Number(expires) + 3600}.${signature}`)).toBeNull();
    expect(tickets.fileOf(`file-1.${expires}.${signature}.x`)).toBeNull();
    expect(tickets.fileOf('file-1')).toBeNull();
    expect(tickets.fileOf('')).toBeNull();
  });
});
