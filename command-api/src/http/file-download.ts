import { isCustomerOf, isProducerOf, maySeeSuperOrder, type Actor } from '@pcbm/domain';
import type { StoredFile } from '@pcbm/platform';
import { Router } from 'express';
import { findSuperOrderByAnyId } from '@pcbm/projections/queries';
import type { Services } from '../graphql/context';
import { bearerToken, type TokenAuthenticator } from './authentication';
import { sendStoredFile } from './file-response';

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

/** GET /files/<id>/<name>: a stored file, for those who may see the order it belongs to. */
export function fileDownloadRouter(services: Services, authenticate: TokenAuthenticator): Router {
  const router = Router();
  router.get('/:fileId/:name', async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Please sign in.' });
      return;
    }
    try {
      const actor = await services.actors.actorFor(await authenticate(token));
      const file = await services.files.get(req.params.fileId);
      if (!file || !(await mayDownload(services, actor, file))) {
        res.status(404).json({ code: 'MISSING_RESOURCE', message: 'The file was not found.' });
        return;
      }
      sendStoredFile(res, { filename: file.filename, bytes: await services.files.read(file.id) }, { inline: false, cacheControl: 'private, no-store' });
    } catch {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Your sign-in has expired or is not valid.' });
    }
  });
  return router;
}
