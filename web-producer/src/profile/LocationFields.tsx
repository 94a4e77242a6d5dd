import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddressFields, EMPTY_ADDRESS, type AddressForm } from '@pcbm/web-kit/settings/AddressFields';
import { countryName } from '@pcbm/web-kit/settings/countries';
import { Suspense, useMemo, useRef } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MapLocation } from './LocationsMap';
import { MAX_FACTORIES, problemText, type ProfileForm } from './profile-form';
import { useAddressPositions, type AddressPosition } from './use-address-positions';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

// The map and its country shapes load only when the locations are shown.
const LocationsMap = lazyPart(() => import('./LocationsMap').then((m) => ({ default: m.LocationsMap })));

type ProfileControl = Control<ProfileForm, unknown, unknown>;

/** Where an address was found, or why it is not on the map, in words. */
function PositionLine({ position, place, testId }: { readonly position: AddressPosition | undefined; readonly place: string; readonly testId: string }) {
  const { t } = useTranslation('manufacturerProfile');
  const status = position?.status ?? 'incomplete';
  const text = position?.status === 'found' ? t('position.found', { place }) : t(`position.${status}`);
  const color = status === 'notFound' || status === 'failed' ? 'error' : status === 'found' ? 'success.main' : 'text.secondary';
  return (
    <Typography variant="body2" color={color} aria-live="polite" data-testid={testId} data-status={status}>
      {text}
    </Typography>
  );
}

/** The town and country of an address in words: "München, Deutschland". */
const placeOf = (address: AddressForm | undefined, locale: string) => {
  const country = address?.country?.trim().toUpperCase();
  return [address?.city?.trim(), country ? countryName(country, locale) : undefined].filter(Boolean).join(', ');
};

/** Headquarters and factories (add and remove), each with where it was found, and all of them on a small map. */
export function LocationFields({ control, disabled }: { readonly control: ProfileControl; readonly disabled?: boolean }) {
  const { t, i18n } = useTranslation('manufacturerProfile');
  const locale = i18n.language;
  const typed = control as unknown as Control<ProfileForm>;
  const { fields, append, remove } = useFieldArray({ control: typed, name: 'factoryAddresses' });
  const headquarters = useWatch({ control: typed, name: 'headquarterAddress' });
  const factories = useWatch({ control: typed, name: 'factoryAddresses' });
  const { errors } = useFormState({ control: typed, name: 'factoryAddresses' });
  const addButton = useRef<HTMLButtonElement>(null);
  const positions = useAddressPositions([headquarters, ...fields.map((_, index) => factories?.[index])]);

  const locations = useMemo(
    () =>
      positions.flatMap((position, index): MapLocation[] => {
        if (position.status !== 'found') return [];
        const address = index === 0 ? headquarters : factories?.[index - 1];
        const name = index === 0 ? t('locations.headquarters') : t('locations.factory', { number: index });
        const place = placeOf(address, locale);
        return [{ kind: index === 0 ? 'headquarters' : 'factory', label: place ? t('map.marker', { name, place }) : name, x: position.x, y: position.y }];
      }),
    [positions, headquarters, factories, t, locale],
  );

  const listError = errors.factoryAddresses?.root ?? (errors.factoryAddresses?.message ? errors.factoryAddresses : undefined);
  const removeFactory = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {t('locations.help')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AddressFields control={typed} prefix="headquarterAddress" title={t('locations.headquarters')} disabled={disabled} withTaxNumber={false} />
        <PositionLine position={positions[0]} place={placeOf(headquarters, locale)} testId="position-headquarters" />
      </Paper>
      <Stack spacing={2} component="section" aria-labelledby="profile-factories-title">
        <Typography id="profile-factories-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('locations.factories')}
        </Typography>
        {fields.map((factory, index) => {
          const number = index + 1;
          return (
            <Paper key={factory.id} variant="outlined" sx={{ p: 2 }}>
              <AddressFields control={typed} prefix={`factoryAddresses.${index}`} title={t('locations.factory', { number })} disabled={disabled} withTaxNumber={false} />
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <PositionLine position={positions[number]} place={placeOf(factories?.[index], locale)} testId={`position-factory-${number}`} />
                <Button color="error" startIcon={<DeleteIcon aria-hidden />} onClick={() => removeFactory(index)} disabled={disabled || fields.length <= 1}>
                  {t('locations.remove', { number })}
                </Button>
              </Box>
            </Paper>
          );
        })}
        <Box>
          <Button ref={addButton} variant="outlined" startIcon={<AddIcon aria-hidden />} onClick={() => append({ ...EMPTY_ADDRESS, country: headquarters?.country ?? '' })} disabled={disabled || fields.length >= MAX_FACTORIES}>
            {t('locations.add')}
          </Button>
          <FormHelperText error={Boolean(listError)} role={listError ? 'alert' : undefined}>
            {listError ? (listError.type === 'server' ? problemText(listError, t) : t('problems.factories', { max: MAX_FACTORIES })) : fields.length >= MAX_FACTORIES ? t('locations.full', { max: MAX_FACTORIES }) : t('locations.last')}
          </FormHelperText>
        </Box>
      </Stack>
      <Box component="section" aria-labelledby="profile-map-title">
        <Typography id="profile-map-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('map.title')}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={240} aria-label={t('map.loading')} />}>
          <LocationsMap locations={locations} />
        </Suspense>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {locations.length === 0 ? t('map.empty') : t('map.legend')}
        </Typography>
      </Box>
    </Stack>
  );
}
