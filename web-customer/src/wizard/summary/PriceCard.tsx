import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@pcbm/web-kit/i18n/time';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ProducerName } from './pricing';

export interface PriceRange {
  readonly cost: number;
  readonly tolerance?: number | null;
  readonly tax?: number | null;
  readonly assemblyCost?: number | null;
  readonly componentCost?: number | null;
  readonly pcbCost?: number | null;
  readonly shippingCost?: number | null;
  readonly completionTime?: number | null;
  readonly shippingTime?: number | null;
}

/** One producer's instant price range with what it is made of and when the boards would arrive. */
export interface PriceCardProps {
  readonly manufacturerId: string;
  readonly range: PriceRange | null;
  /** Why the producer gave no price. */
  readonly error: string | null;
  readonly today: Date;
  /** Prices were asked for and answered (a producer without an entry offers none). */
  readonly priced: boolean;
}

export function PriceCard({ manufacturerId, range, error, today, priced }: PriceCardProps) {
  const { t, i18n } = useTranslation('summary');
  const [name] = useQuery({ query: ProducerName, variables: { id: manufacturerId } });
  const money = (value: number | null | undefined) => (value == null ? '–' : formatMoney(value, i18n.language));
  const days = (value: number | null | undefined) => (value == null ? '–' : t('days', { count: Math.round(value) }));
  const arrival = range && range.completionTime != null ? new Date(today.getTime() + (range.completionTime + (range.shippingTime ?? 0)) * 86_400_000) : null;
  const tolerance = range?.tolerance ? Math.abs(range.tolerance) : 0;
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }} component="section" aria-label={name.data?.fetchManufacturerPublicAttributes.company.name ?? manufacturerId}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {name.data?.fetchManufacturerPublicAttributes.company.name ?? '…'}
        </Typography>
        {range ? (
          <>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {money(range.cost)}
            </Typography>
            {tolerance > 0 && <Typography variant="body2">{t('tolerance', { tolerance: money(tolerance), low: money(Math.max(0, range.cost - tolerance)), high: money(range.cost + tolerance) })}</Typography>}
            <Table size="small" aria-label={t('breakdown')}>
              <TableBody>
                {(
                  [
                    ['pcbCost', money(range.pcbCost)],
                    ['componentCost', money(range.componentCost)],
                    ['assemblyCost', money(range.assemblyCost)],
                    ['shippingCost', money(range.shippingCost)],
                    ['tax', money(range.tax)],
                    ['completionTime', days(range.completionTime)],
                    ['shippingTime', days(range.shippingTime)],
                  ] as const
                ).map(([key, value]) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row">
                      {t(`price.${key}`)}
                    </TableCell>
                    <TableCell align="right">{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {arrival && <Typography sx={{ mt: 1 }}>{t('forecast', { date: formatDate(arrival, i18n.language) })}</Typography>}
          </>
        ) : (
          <Typography color="text.secondary">{error ? t('noPriceBecause', { reason: error }) : priced ? t('noPrice') : t('noPriceYet')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
