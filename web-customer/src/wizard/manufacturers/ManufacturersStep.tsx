import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RequestDetails } from '@pcbm/domain/draft/order-draft';
import { MAX_PRODUCERS_PER_REQUEST } from '@pcbm/domain/ordering/vocabulary';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { StepProps } from '../step-props';
import { ManufacturerInfoDialog } from './ManufacturerInfoDialog';
import { ManufacturerList } from './ManufacturerList';
import { CapabilitySearch } from './manufacturer-queries';
import { NoteText } from './NoteText';
import { capabilitySearchOf, shippingAddressOf } from './search-input';
import { SearchFilters, type Sort } from './SearchFilters';
import { useDelivery } from './use-delivery';
import { useSites } from './use-sites';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

// The map (d3-geo and the world's outlines) loads only when this step shows it.
const ProducerMap = lazyPart(() => import('./map/ProducerMap').then((m) => ({ default: m.ProducerMap })));

export interface ManufacturersStepProps extends StepProps {
  /** A white-label shop's producer, fixed: the customer does not choose. */
  readonly whiteLabel?: { readonly manufacturerId: string; readonly name: string } | null;
}

/** Step 6: producers that can build the board, as a list and on a map; one to three are chosen. */
export function ManufacturersStep({ draft, update, whiteLabel }: ManufacturersStepProps) {
  const { t } = useTranslation('manufacturers');
  const [sort, setSort] = useState<Sort>('MOST_RELEVANT');
  const [doubleSidedSMT, setDoubleSidedSMT] = useState(false);
  const [refused, setRefused] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const searchInput = useMemo(() => capabilitySearchOf(draft, doubleSidedSMT), [draft, doubleSidedSMT]);
  const shippingAddress = useMemo(() => shippingAddressOf(draft), [draft]);
  const [result] = useQuery({ query: CapabilitySearch, variables: { searchInput, shippingAddress, sort }, pause: Boolean(whiteLabel) });
  const manufacturers = useMemo(() => result.data?.fetchCapabilitySearch.manufacturers ?? [], [result.data]);
  const sites = useSites(manufacturers);
  const delivery = useDelivery(shippingAddress);
  const chosen = useMemo(() => new Set(draft.selectedManufacturers), [draft.selectedManufacturers]);

  // A white-label shop's producer is the one chosen.
  const fixedId = whiteLabel?.manufacturerId;
  useEffect(() => {
    if (!fixedId) return;
    update((current) => (current.selectedManufacturers.length === 1 && current.selectedManufacturers[0] === fixedId ? current : { ...current, selectedManufacturers: [fixedId] }));
  }, [fixedId, update]);

  const toggle = (id: string) => {
    if (chosen.has(id)) {
      setRefused(false);
      update((current) => ({ ...current, selectedManufacturers: current.selectedManufacturers.filter((m) => m !== id) }));
    } else if (chosen.size >= MAX_PRODUCERS_PER_REQUEST) setRefused(true);
    else {
      setRefused(false);
      update((current) => ({ ...current, selectedManufacturers: [...current.selectedManufacturers, id] }));
    }
  };
  const setDetails = (change: Partial<RequestDetails>) => update((current) => ({ ...current, requestDetails: { ...current.requestDetails, ...change } }));

  if (whiteLabel) {
    return (
      <Alert severity="success">
        <Typography>{t('whiteLabel', { name: whiteLabel.name })}</Typography>
      </Alert>
    );
  }
  const notes = result.data?.fetchCapabilitySearch.notes ?? [];
  return (
    <Stack spacing={2}>
      <SearchFilters details={draft.requestDetails} onDetails={setDetails} sort={sort} onSort={setSort} doubleSidedSMT={doubleSidedSMT} onDoubleSidedSMT={setDoubleSidedSMT} />
      <div role="status" aria-live="polite">
        {result.fetching && <CircularProgress size={24} aria-label={t('loading')} />}
        {result.data && !result.fetching && t('found', { count: manufacturers.length })}
      </div>
      {result.error && <Alert severity="error">{t('failed')}</Alert>}
      {notes.map((note, index) => (
        <Alert severity="info" key={index}>
          <NoteText note={note} />
        </Alert>
      ))}
      {result.data && manufacturers.length === 0 && !notes.some((note) => note.code === 'NO_MATCHING_PRODUCERS') && <Alert severity="warning">{t('noMatching')}</Alert>}
      <div aria-live="assertive">
        {refused && (
          <Alert severity="warning" role="alert">
            {t('atMostThree')}
          </Alert>
        )}
      </div>
      <div aria-live="polite">{chosen.size === 1 && <Alert severity="info">{t('oneChosen')}</Alert>}</div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ManufacturerList manufacturers={manufacturers} chosen={chosen} onToggle={toggle} onInfo={setInfo} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Suspense fallback={<CircularProgress aria-label={t('map.loading')} />}>
            <ProducerMap sites={sites} delivery={delivery} chosen={chosen} onSelect={toggle} />
          </Suspense>
          <Typography variant="body2" color="text.secondary">
            {t('map.legend')}
          </Typography>
        </Grid>
      </Grid>
      {info && <ManufacturerInfoDialog manufacturerId={info} onClose={() => setInfo(null)} />}
    </Stack>
  );
}
