import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { coloursOf } from '@pcbm/web-kit/theme/theme';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Shop } from './shop-operations';

/** The shop's display hints, name and value, as the admin entered them. */
export function DisplayHintsField(_props: { readonly label?: string }) {
  const shop = useRecordContext<Shop>();
  const translate = useTranslate();
  const hints = shop?.cssDisplayingHints ?? [];
  if (hints.length === 0) return <Typography variant="body2">{translate('admin.shops.noHints')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.shops.fields.cssDisplayingHints')} sx={{ width: 'auto' }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.shops.settingName')}</TableCell>
          <TableCell>{translate('admin.shops.settingValue')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {hints.map((hint, index) => (
          <TableRow key={`${hint.settingName}-${index}`}>
            <TableCell>{hint.settingName}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{hint.settingValue}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const SCHEME = ['primary', 'secondary', 'background', 'text'] as const;

/** The colours the shop's pages take from its hints (the marketplace's where a hint gives none). */
export function ColourSchemeField(_props: { readonly label?: string }) {
  const shop = useRecordContext<Shop>();
  const translate = useTranslate();
  if (!shop) return null;
  const colours = coloursOf(shop.cssDisplayingHints);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      {SCHEME.filter((part) => colours[part]).map((part) => (
        <Stack key={part} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 20, height: 20, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: colours[part] }} />
          <Typography variant="body2">
            {translate(`admin.shops.colours.${part}`)}: {colours[part]}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
