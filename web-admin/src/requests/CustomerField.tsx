import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ERASED } from '@pcbm/domain/personal-data/personal-data-fields';
import { useRecordContext, useTranslate } from 'react-admin';
import { usePersonName } from '../fields/person-name';
import { ResourceLink } from '../fields/ResourceLink';
import type { AdminRequest, AdminRequestRow } from './request-operations';

/** Who placed the request: name, with username and e-mail below; on a page, the name links to the person. */
export function CustomerField({ link = false }: { readonly source?: string; readonly label?: string; readonly link?: boolean }) {
  const request = useRecordContext<AdminRequestRow | AdminRequest>();
  const translate = useTranslate();
  const personName = usePersonName();
  if (!request) return null;
  const person = request.placedBy;
  if (!person) return <Typography variant="body2">{translate('admin.requests.unknownPerson')}</Typography>;
  const name = personName(person);
  return (
    <Box>
      <Typography variant="body2">{link ? <ResourceLink resource="users" id={request.placedById}>{name}</ResourceLink> : name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[person.username, person.email].filter((text) => text && text !== ERASED).join(' · ')}
      </Typography>
    </Box>
  );
}
