import { isCustomerOf, isProducerOf, looksLikePdf, maySeeSuperOrder, type Actor, type FileKind } from '@pcbm/domain';
import type { StoredFile } from '@pcbm/platform';
import { Router, type Request, type Response } from 'express';
import { findSuperOrderByAnyId } from '@pcbm/projections/queries';
import type { Services } from '../graphql/context';
import { bearerToken, type TokenAuthenticator } from './authentication';
import { sendStoredFile, sendViewablePdf } from './file-response';
import { fileViewTickets, ticketSecretOf } from './file-view-ticket';

/** The files the browser's viewer may show in a page by a ticket: quotes, which the server parsed as PDFs on upload. */
const VIEWABLE: readonly FileKind[] = ['quote'];

/** An NDA belongs to its company, a pricing formula file to its producer; quotes to one producer's order; every other order file to the whole request. */
async function mayDownload(services: Services, actor: Actor, file: StoredFile): Promise<boolean> {
  if (file.kind === 'nda') return actor.isAdmin || actor.companyIds.includes(file.resourceId);
  if (file.kind === 'pricing_formula') return actor.isAdmin || actor.manufacturerIds.includes(file.resourceId);
  const superOrder = await findSuperOrderByAnyId(services.db, file.resourceId);
  if (!superOrder) return actor.isAdmin;
  const order = superOrder.orders.find((o) => o.id === file.resourceId);
  if (order) return actor.isAdmin || isCustomerOf(actor, superOrder) || isProducerOf(actor, order);
  return maySeeSuperOrder(actor, superOrder);
}

/**
 * GET /files/<id>/<name>: a stored file, for those who may see the order it belongs to. POST /files/<id>/<name>/view:
 * for a quote, a URL that opens it in the browser's viewer for a few minutes (GET /files/view/<ticket>/<name>).
 */
export function fileDownloadRouter(services: Services, authenticate: TokenAuthenticator): Router {
  const router = Router();
  const tickets = fileViewTickets(ticketSecretOf(services.auditKey.privateKey));
  const missing = (res: Response) => res.status(404).json({ code: 'MISSING_RESOURCE', message: 'The file was not found.' });
  /** A route whose store fails answers in words, never with a stack trace. */
  const guarded =
    <P extends Record<string, string>>(handle: (req: Request<P>, res: Response) => Promise<void>) =>
    async (req: Request<P>, res: Response) => {
      try {
        await handle(req, res);
      } catch {
        res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'The file could not be read; please try again.' });
      }
    };

  /** The file the request's bearer may download, or null once the answer is sent. */
  const allowedFile = async (req: Request<{ fileId: string }>, res: Response): Promise<StoredFile | null> => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Please sign in.' });
      return null;
    }
    let actor: Actor;
    try {
      actor = await services.actors.actorFor(await authenticate(token));
    } catch {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Your sign-in has expired or is not valid.' });
      return null;
    }
    const file = await services.files.get(req.params.fileId);
    if (!file || !(await mayDownload(services, actor, file))) {
      missing(res);
      return null;
    }
    return file;
  };

  router.get(
    '/view/:ticket/:name',
    guarded<{ ticket: string }>(async (req, res) => {
      const fileId = tickets.fileOf(req.params.ticket);
      if (!fileId) {
        res.status(404).json({ code: 'MISSING_RESOURCE', message: 'This link has expired; open the file again from its page.' });
        return;
      }
      const file = await services.files.get(fileId);
      const bytes = file && VIEWABLE.includes(file.kind) ? await services.files.read(file.id) : null;
      if (!file || !bytes || !looksLikePdf(bytes)) {
        missing(res);
        return;
      }
      sendViewablePdf(res, { filename: file.filename, bytes });
    }),
  );

  router.post(
    '/:fileId/:name/view',
    guarded<{ fileId: string }>(async (req, res) => {
      const file = await allowedFile(req, res);
      if (!file) return;
      if (!VIEWABLE.includes(file.kind)) {
        res.status(400).json({ code: 'INVALID_INPUT', message: 'Only quotes open in the viewer; download this file instead.' });
        return;
      }
      res.set('Cache-Control', 'no-store').json({ url: `/files/view/${tickets.issue(file.id)}/${encodeURIComponent(file.filename)}` });
    }),
  );

  router.get(
    '/:fileId/:name',
    guarded<{ fileId: string }>(async (req, res) => {
      const file = await allowedFile(req, res);
      if (!file) return;
      sendStoredFile(res, { filename: file.filename, bytes: await services.files.read(file.id) }, { inline: false, cacheControl: 'private, no-store' });
    }),
  );
  return router;
}
