import { shopLogoFileId } from '@pcbm/projections/queries';
import { Router } from 'express';
import type { Services } from '../graphql/context';
import { sendStoredFile } from './file-response';

/** GET /shops/<id>/logo: a white-label shop's logo, public because the shop shows it before anyone signs in. */
export function shopLogoRouter(services: Services): Router {
  const router = Router();
  router.get('/:shopId/logo', async (req, res) => {
    const logoFileId = await shopLogoFileId(services.db, req.params.shopId);
    const file = logoFileId ? await services.files.get(logoFileId) : null;
    if (!file) {
      res.status(404).json({ code: 'MISSING_RESOURCE', message: 'The shop has no logo.' });
      return;
    }
    sendStoredFile(res, { filename: file.filename, bytes: await services.files.read(file.id) }, { inline: true, cacheControl: 'public, max-age=300' });
  });
  return router;
}
