import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import type { RequestDetails } from '@pcbm/web-kit/requests/order-queries';
import type { VariablesOf } from '@pcbm/web-kit/graphql/graphql';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CapabilitySearch, type MatchingManufacturer } from '../wizard/manufacturers/manufacturer-queries';
import { earlierProducersOf } from './re-add-plan';

export type ProducerSearch = VariablesOf<typeof CapabilitySearch>;

export interface ProducerStepProps {
  readonly request: RequestDetails;
  readonly search: ProducerSearch;
  readonly chosen: string | null;
  readonly onChoose: (producer: MatchingManufacturer) => void;
}

/** Step 7: exactly one new producer that can build the board; producers the request already went to cannot be chosen again. */
export function ProducerStep({ request, search, chosen, onChoose }: ProducerStepProps) {
  const { t } = useTranslation('readd');
  // The board's size is read from its files in the stackup step; until it is known no producer can be matched.
  const boardKnown = search.searchInput.boardSize.long > 0;
  const [result] = useQuery({ query: CapabilitySearch, variables: search, pause: !boardKnown });
  const earlier = earlierProducersOf(request);
  const producers = result.data?.fetchCapabilitySearch.manufacturers ?? [];
  const failure = result.error ? errorTextOf(result.error, t) : null;
  return (
    <Stack spacing={2}>
      <Typography>{t('producer.intro')}</Typography>
      {!boardKnown && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('producer.readingBoard')}</Typography>
        </Stack>
      )}
      {result.fetching && <CircularProgress aria-label={t('loading')} />}
      {failure && <Alert severity="error">{failure.message}</Alert>}
      {boardKnown && !result.fetching && !result.error && producers.length === 0 && <Alert severity="info">{t('producer.none')}</Alert>}
      {producers.length > 0 && (
        <RadioGroup
          name="readd-producer"
          aria-label={t('producer.label')}
          value={chosen ?? ''}
          onChange={(event) => {
            const producer = producers.find((p) => p.manufacturerId === event.target.value);
            if (producer && !earlier.has(producer.manufacturerId)) onChoose(producer);
          }}
        >
          {producers.map((producer) => {
            const asked = earlier.has(producer.manufacturerId);
            const country = producer.manufacturer.headquarterAddress?.country;
            const name = producer.manufacturer.company.name;
            return (
              <FormControlLabel
                key={producer.manufacturerId}
                value={producer.manufacturerId}
                disabled={asked}
                control={<Radio />}
                label={
                  <span>
                    {name}
                    {country ? ` (${country})` : ''}
                    {asked ? ` – ${t('producer.asked')}` : ''}
                  </span>
                }
              />
            );
          })}
        </RadioGroup>
      )}
    </Stack>
  );
}
