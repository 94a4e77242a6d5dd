import { readProcessorStatuses, type SqlClient } from '@pcbm/platform';
import type { RequestHandler } from 'express';

/**
 * `GET /health`: the product answers (200) as long as it runs; `status` is `degraded` while a processor
 * fails. Per processor its position, lag and last error by code and event ids only, never the error's
 * text, which may quote input (admins read it through adminProcessorStatus).
 */
export function healthHandler(db: SqlClient): RequestHandler {
  return async (_req, res) => {
    try {
      const processors = await readProcessorStatuses(db);
      res.json({
        status: processors.some((p) => p.status === 'failing') ? 'degraded' : 'ok',
        processors: processors.map((p) => ({
          name: p.name,
          status: p.status,
          position: p.position,
          lag: p.lag,
          failures: p.failures,
          failingSince: p.failingSince,
          lastError: p.lastError ? { code: p.lastError.code, at: p.lastError.at, eventId: p.lastError.event?.eventId ?? null, eventType: p.lastError.event?.type ?? null, eventPosition: p.lastError.event?.globalPosition ?? null } : null,
        })),
      });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
}
