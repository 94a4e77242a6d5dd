import { Router } from 'express';
import { isUserOrCompany } from '@pcbm/projections/queries';
import type { Services } from '../graphql/context';
import { sendStoredFile } from './file-response';

/** GET /images/<id>: profile pictures, logos and heading images of people and companies, shown to everyone who sees them. */
export function imagesRouter(services: Services): Router {
  const router = Router();
  router.get('/:fileId', async (req, res) => {
    const file = await services.files.get(req.params.fileId);
    const owner = file && file.kind === 'none' && file.mediaType.startsWith('image/')
      ? await isUserOrCompany(services.db, file.resourceId)
      : false;
    if (!file || !owner) {
      res.status(404).json({ code: 'MISSING_RESOURCE', message: 'The image was not found.' });
      return;
    }
    sendStoredFile(res, { filename: file.filename, bytes: await services.files.read(file.id) }, { inline: true, cacheControl: 'public, max-age=300' });
  });
  return router;
}
