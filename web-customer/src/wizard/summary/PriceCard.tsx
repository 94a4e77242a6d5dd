import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
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

const COST_PARTS = ['pcbCost', 'componentCost', 'assemblyCost', 'shippingCost'] as const;
const TIMES = ['completionTime', 'shippingTime'] as const;
const DAY = 86_400_000;

/**
 * The price is the range's cost before VAT: the parts of the breakdown add up to it and tax is an amount of its own.
 * Every card therefore says "excl. VAT" under the price, so that the cards compare alike; a producer that gives the
 * tax also shows it and the total including it. Rows a producer leaves out are not shown.
 */
export function PriceCard({ manufacturerId, range, error, today, priced }: PriceCardProps) {
  const { t, i18n } = useTranslation('summary');
  const [name] = useQuery({ query: ProducerName, variables: { id: manufacturerId } });
  const money = (value: number) => formatMoney(value, i18n.language);
  const days = (value: number) => t('days', { count: Math.round(value) });
  const tolerance = range?.tolerance ? Math.abs(range.tolerance) : 0;
  const given = (value: number | null | undefined): value is number => value != null;
  const rows: { key: string; label: string; value: string; total?: boolean }[] = [];
  if (range) {
    for (const key of COST_PARTS) if (given(range[key])) rows.push({ key, label: t(`price.${key}`), value: money(range[key]) });
    if (given(range.tax)) {
      rows.push({ key: 'tax', label: t('price.tax'), value: money(range.tax) });
      rows.push({ key: 'total', label: t('price.total'), value: money(range.cost + range.tax), total: true });
    }
    for (const key of TIMES) if (given(range[key])) rows.push({ key, label: t(`price.${key}`), value: days(range[key]) });
  }
  const breakdownGiven = range ? COST_PARTS.some((key) => given(range[key])) : false;
  // Delivery needs both times; with the production time alone only the day the boards are ready to ship is known.
  const forecast = () => {
    if (!range || !given(range.completionTime)) return t('noDeliveryTime');
    const ready = today.getTime() + range.completionTime * DAY;
    return given(range.shippingTime) ? t('forecast', { date: formatDate(new Date(ready + range.shippingTime * DAY), i18n.language) }) : t('readyToShip', { date: formatDate(new Date(ready), i18n.language) });
  };
  const producerName = name.data?.fetchManufacturerPublicAttributes.company.name;
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }} component="section" aria-label={producerName ?? manufacturerId}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {producerName ?? '…'}
        </Typography>
        {range ? (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {money(range.cost)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('exclVat')}
              </Typography>
            </Stack>
            {tolerance > 0 && <Typography variant="body2">{t('tolerance', { tolerance: money(tolerance), low: money(Math.max(0, range.cost - tolerance)), high: money(range.cost + tolerance) })}</Typography>}
            {!breakdownGiven && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('noBreakdown')}
              </Typography>
            )}
            {rows.length > 0 && (
              <Table size="small" aria-label={t('breakdown')}>
                <TableBody>
                  {rows.map(({ key, label, value, total }) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row" sx={total ? { fontWeight: 700 } : undefined}>
                        {label}
                      </TableCell>
                      <TableCell align="right" sx={total ? { fontWeight: 700 } : undefined}>
                        {value}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Typography sx={{ mt: 1 }} color={range.completionTime == null ? 'text.secondary' : undefined}>
              {forecast()}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{error ? t('noPriceBecause', { reason: error }) : priced ? t('noPrice') : t('noPriceYet')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
