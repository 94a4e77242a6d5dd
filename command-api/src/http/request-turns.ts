import type { RequestHandler } from 'express';
import { LoopTurns } from '@pcbm/platform';

/**
 * Starts each request in an event-loop iteration of its own, in the order they arrived.
 *
 * The server accepts one new connection per event-loop iteration. Without turns, an iteration handles every request
 * that arrived since the last one, and under load it grew long enough that fifty clients connecting at once waited
 * up to a second, one after another, before their first request was read.
 */
export function requestTurns(): RequestHandler {
  const turns = new LoopTurns();
  return (_req, _res, next) => void turns.take().then(() => next());
}
