import { Router } from 'express';
import type { Services } from '../graphql/context';
import { sendStoredFile } from './file-response';

/** GET /images/<id>: profile pictures, logos and heading images of people and companies, shown to everyone who sees them. */
export function imagesRouter(services: Services): Router {
  const router = Router();
  router.get('/:fileId', async (req, res) => {
    const file = await services.files.get(req.params.fileId);
    const owner = file && file.kind === 'none' && file.mediaType.startsWith('image/')
      ? (await services.db.query('select 1 from users where id = $1 union all select 1 from companies where id = $1', [file.resourceId])).rows.length > 0
      : false;
    if (!file || !owner) {
      res.status(404).json({ code: 'MISSING_RESOURCE', message: 'The image was not found.' });
      return;
    }
    sendStoredFile(res, { filename: file.filename, bytes: await services.files.read(file.id) }, { inline: true, cacheControl: 'public, max-age=300' });
  });
  return router;
}
