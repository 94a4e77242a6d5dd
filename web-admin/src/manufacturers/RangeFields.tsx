import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useVocabulary } from '../fields/vocabulary';
import type { Manufacturer } from './manufacturer-operations';

function useNumber() {
  const { locale } = useVocabulary();
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return (value: number) => format.format(value);
}

const dash = <Typography variant="body2">—</Typography>;

/** A size range in mm: smallest and largest long side × short side × height. */
export function SizeRangeField({ source }: { readonly source: 'boardSize' | 'ecSize'; readonly label?: string }) {
  const producer = useRecordContext<Manufacturer>();
  const translate = useTranslate();
  const number = useNumber();
  const range = producer?.[source];
  if (!range) return dash;
  const size = (bound: 'min' | 'max') => [range[bound].long, range[bound].short, range[bound].height].map(number).join(' × ');
  return <Typography variant="body2">{translate('admin.manufacturers.size.range', { min: size('min'), max: size('max') })}</Typography>;
}

/** A quantity range; no maximum means no upper limit. */
export function QuantityRangeField({ source }: { readonly source: 'pcbQuantity' | 'componentQuantity'; readonly label?: string }) {
  const producer = useRecordContext<Manufacturer>();
  const translate = useTranslate();
  const number = useNumber();
  const range = producer?.[source];
  if (!range) return dash;
  const text = range.max == null ? translate('admin.manufacturers.quantity.from', { min: number(range.min) }) : translate('admin.manufacturers.quantity.range', { min: number(range.min), max: number(range.max) });
  return <Typography variant="body2">{text}</Typography>;
}

/** The minimal pitch in mm. */
export function PitchField(_props: { readonly label?: string }) {
  const producer = useRecordContext<Manufacturer>();
  const translate = useTranslate();
  const number = useNumber();
  if (producer?.minimalPitch == null) return dash;
  return <Typography variant="body2">{translate('admin.manufacturers.millimetres', { value: number(producer.minimalPitch) })}</Typography>;
}
