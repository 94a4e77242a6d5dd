import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedFile } from '../../files/authorized-file';
import { formatDecimal } from '../../i18n/numbers';
import { useSite } from '../../site/site-context';
import type { OrderFile, RequestOrder } from '../order-queries';
import { partsOf, placementsOf } from './design-files';
import { JobStackup } from './JobStackup';
import { RowsTable } from './RowsTable';

type View = 'stackup' | 'parts' | 'placement';

/** The bytes of one of the order's files, fetched with the bearer token. */
function useFileBytes(file: OrderFile | null | undefined): Uint8Array | 'loading' | 'failed' | null {
  const { userManager } = useSite();
  const [state, setState] = useState<Uint8Array | 'loading' | 'failed' | null>(file ? 'loading' : null);
  const path = file?.current.path;
  useEffect(() => {
    if (!path) return setState(null);
    let live = true;
    setState('loading');
    fetchAuthorizedFile(path, userManager)
      .then(async (blob) => live && setState(new Uint8Array(await blob.arrayBuffer())))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [path, userManager]);
  return state;
}

/**
 * The height of what usually arrives, kept free while the file loads so that what follows the section does not move
 * down under the reader's pointer when it arrives: a two-layer board's stackup as the wizard sends it (its summary
 * line, the head and twelve rows of 33 px: paste, legend and mask on both sides, two copper layers, the base
 * material, the outline and two drills), with its cross-section beside it on wide screens and above it (about
 * 270 px with the drills' key, less on a phone) on narrower ones; and a parts or placement table at its full height.
 */
const STACKUP_TABLE = 32 + 37 + 12 * 33;
const RESERVED_HEIGHT = { stackup: { xs: STACKUP_TABLE + 24 + 270, lg: STACKUP_TABLE }, table: 480 } as const;

function Loaded({
  bytes,
  reserve,
  children,
}: {
  readonly bytes: ReturnType<typeof useFileBytes>;
  readonly reserve: keyof typeof RESERVED_HEIGHT;
  readonly children: (bytes: Uint8Array) => ReactNode;
}) {
  const { t } = useTranslation('requests');
  if (bytes === null) return <Typography color="text.secondary">{t('design.none')}</Typography>;
  if (bytes === 'loading') {
    return (
      <Box sx={{ minHeight: RESERVED_HEIGHT[reserve] }}>
        <LinearProgress aria-label={t('design.loading')} />
      </Box>
    );
  }
  if (bytes === 'failed') return <Alert severity="error">{t('design.failed')}</Alert>;
  return <>{children(bytes)}</>;
}

/** What the design files say, read-only: the stackup of the job file, the parts list and the placements as they were sent. */
export function DesignData({ order }: { readonly order: RequestOrder }) {
  const { t, i18n } = useTranslation('requests');
  const [view, setView] = useState<View>('stackup');
  const job = useFileBytes(view === 'stackup' ? order.job : null);
  const bom = useFileBytes(view === 'parts' ? order.bom : null);
  const placement = useFileBytes(view === 'placement' ? order.placement : null);
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const yes = (value: boolean) => (value ? t('facts.yes') : '');

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="design-title">
      <Typography variant="h6" component="h2" id="design-title" gutterBottom>
        {t('design.title')}
      </Typography>
      <Tabs value={view} onChange={(_event, value: View) => setView(value)} aria-label={t('design.title')} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="stackup" label={t('design.stackup')} />
        <Tab value="parts" label={t('design.parts')} />
        <Tab value="placement" label={t('design.placement')} />
      </Tabs>
      <Box sx={{ pt: 2 }} role="tabpanel" aria-label={t(`design.${view}`)}>
        {view === 'stackup' && (
          <Loaded bytes={order.job ? job : null} reserve="stackup">
            {(bytes) => <JobStackup bytes={bytes} />}
          </Loaded>
        )}
        {view === 'parts' && (
          <Loaded bytes={order.bom ? bom : null} reserve="table">
            {(bytes) => {
              const parts = partsOf(decode(bytes));
              return (
                <RowsTable
                  label={t('design.parts')}
                  head={[t('design.column.designators'), t('design.column.quantity'), t('design.column.mpn'), t('design.column.manufacturer'), t('design.column.alternatives'), t('design.column.dnp'), t('design.column.provided')]}
                  rows={parts.map((part) => [part.designators.join(', '), part.quantity, part.mpn || (part.generic ? t('design.generic') : '–'), part.manufacturer, part.alternatives.join(', '), yes(part.doNotPlace), yes(part.provided)])}
                />
              );
            }}
          </Loaded>
        )}
        {view === 'placement' && (
          <Loaded bytes={order.placement ? placement : null} reserve="table">
            {(bytes) => {
              const placements = placementsOf(order.placement!.current.filename, bytes);
              return (
                <RowsTable
                  label={t('design.placement')}
                  head={[t('design.column.designator'), t('design.column.x'), t('design.column.y'), t('design.column.rotation'), t('design.column.side'), t('design.column.package')]}
                  rows={placements.map((p) => [p.designator, formatDecimal(p.xPos, i18n.language, { min: 3, max: 3 }), formatDecimal(p.yPos, i18n.language, { min: 3, max: 3 }), `${p.rotation}°`, t(`design.side.${p.side}`), p.package])}
                />
              );
            }}
          </Loaded>
        )}
      </Box>
    </Paper>
  );
}
