import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { requestTurns } from './request-turns';

/** A server whose every answer costs a millisecond of this thread, as a GraphQL answer does; counts answers and accepted connections. */
async function busyServer(withTurns: boolean): Promise<{ server: Server; port: number; answered: () => number; accepted: () => number }> {
  let answered = 0;
  let accepted = 0;
  const app = express();
  if (withTurns) app.use(requestTurns());
  app.get('/', (_req, res) => {
    const started = performance.now();
    while (performance.now() - started < 1);
    answered++;
    res.send('ok');
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', () => accepted++);
  return { server, port: (server.address() as AddressInfo).port, answered: () => answered, accepted: () => accepted };
}

const get = (port: number, agent: Agent) =>
  new Promise<void>((resolve, reject) => {
    request({ port, path: '/', agent }, (res) => res.resume().once('end', resolve)).once('error', reject).end();
  });

/**
 * Thirty clients ask again as soon as they are answered; then twenty more connect at once. Returns how many answers
 * the thirty got between the twenty connecting and the server accepting the last of them.
 */
async function answersWhileConnecting(withTurns: boolean): Promise<number> {
  const { server, port, answered, accepted } = await busyServer(withTurns);
  const busy = new Agent({ keepAlive: true, maxSockets: 30 });
  const fresh = new Agent({ keepAlive: true, maxSockets: 20 });
  let running = true;
  const clients = Array.from({ length: 30 }, async () => {
    while (running) await get(port, busy);
  });
  while (answered() < 300) await new Promise((resolve) => setTimeout(resolve, 5));
  const [acceptedBefore, answeredBefore] = [accepted(), answered()];
  let answeredWhenAllAccepted = 0;
  const onConnection = () => {
    if (accepted() === acceptedBefore + 20) answeredWhenAllAccepted = answered();
  };
  server.on('connection', onConnection);
  await Promise.all(Array.from({ length: 20 }, () => get(port, fresh)));
  running = false;
  await Promise.all(clients);
  busy.destroy();
  fresh.destroy();
  await new Promise((resolve) => server.close(resolve));
  return answeredWhenAllAccepted - answeredBefore;
}

describe('request turns', () => {
  test('given thirty clients keeping the server busy, when twenty more connect at once, then they are accepted after a few answers, not after the busy clients were answered again and again', async () => {
    const withoutTurns = await answersWhileConnecting(false);
    const withTurns = await answersWhileConnecting(true);
    // Without turns an event-loop iteration answers every waiting client and accepts one connection.
    expect(withoutTurns).toBeGreaterThan(100);
    expect(withTurns).toBeLessThan(withoutTurns / 4);
  });
});
