import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STORED_DATA, type StoredData } from './stored-data';

/** The group "Necessary": always on, with each kind of stored data, why it is kept and for how long. */
export function NecessaryStorage() {
  const { t } = useTranslation('consent');
  const headingId = useId();
  const lockedId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {t('necessary.title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked disabled slotProps={{ input: { 'aria-describedby': lockedId } }} />}
          label={t('necessary.switch')}
        />
      </Box>
      <Typography id={lockedId} variant="body2" color="text.secondary">
        {t('necessary.locked')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STORED_DATA.map((data) => (
          <StoredDataItem key={data.id} data={data} />
        ))}
      </Box>
    </Box>
  );
}

function StoredDataItem({ data }: { readonly data: StoredData }) {
  const { t } = useTranslation('consent');
  const rows: [string, ReactNode][] = [
    [
      t('labels.where'),
      <>
        {t(`media.${data.medium}`)}
        {data.key && (
          <>
            {': '}
            <Box component="code" sx={{ wordBreak: 'break-all' }}>
              {data.key}
            </Box>
          </>
        )}
      </>,
    ],
    [t('labels.purpose'), t(`storage.${data.id}.purpose`)],
    [t('labels.kept'), t(`storage.${data.id}.kept`)],
  ];
  return (
    <Box component="li" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold' }}>
        {t(`storage.${data.id}.name`)}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0.5 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
