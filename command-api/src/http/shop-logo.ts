import { Router } from 'express';
import type { Services } from '../graphql/context';
import { sendStoredFile } from './file-response';

/** GET /shops/<id>/logo: a white-label shop's logo, public because the shop shows it before anyone signs in. */
export function shopLogoRouter(services: Services): Router {
  const router = Router();
  router.get('/:shopId/logo', async (req, res) => {
    const { rows } = await services.db.query<{ logo_file_id: string | null }>('select logo_file_id from shops where id = $1', [req.params.shopId]);
    const file = rows[0]?.logo_file_id ? await services.files.get(rows[0].logo_file_id) : null;
    if (!file) {
      res.status(404).json({ code: 'MISSING_RESOURCE', message: 'The shop has no logo.' });
      return;
    }
    sendStoredFile(res, { filename: file.filename, bytes: await services.files.read(file.id) }, { inline: true, cacheControl: 'public, max-age=300' });
  });
  return router;
}
