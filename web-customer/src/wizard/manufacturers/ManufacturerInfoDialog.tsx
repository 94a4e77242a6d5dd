import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDecimal, formatMillimetres } from '@pcbm/web-kit/i18n/numbers';
import { certificateName } from '@pcbm/web-kit/vocabulary/certificates';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useCountryName } from './country-name';
import { ManufacturerInfo } from './manufacturer-queries';

/** A producer's public attributes. */
export function ManufacturerInfoDialog({ manufacturerId, onClose }: { readonly manufacturerId: string; readonly onClose: () => void }) {
  const { t } = useTranslation('manufacturers');
  const { t: tp, i18n } = useTranslation('production');
  const countryName = useCountryName();
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const [result] = useQuery({ query: ManufacturerInfo, variables: { id: manufacturerId } });
  const info = result.data?.fetchManufacturerPublicAttributes;
  const range = (r: { min: number; max?: number | null } | null | undefined) => (r ? `${r.min} – ${r.max ?? '∞'}` : '–');
  const size = (r: { min: { long: number; short: number }; max: { long: number; short: number } } | null | undefined) => (r ? `${formatDecimal(r.min.long, i18n.language)} × ${formatDecimal(r.min.short, i18n.language)} – ${formatDecimal(r.max.long, i18n.language)} × ${formatMillimetres(r.max.short, i18n.language)}` : '–');
  const rows: [string, string][] = info
    ? [
        [t('info.certificates'), info.certificates.map(certificateName).join(', ') || '–'],
        [t('info.services'), info.supportedServices.map((s) => tp(`common:vocabulary.service.${s}`)).join(', ') || '–'],
        [t('info.orderTypes'), info.orderTypes.map((o) => tp(`common:vocabulary.orderType.${o}`)).join(', ')],
        [t('info.ipcClass'), info.ipcClass ? tp(`common:vocabulary.ipc.${info.ipcClass}`) : '–'],
        [t('info.boardSize'), size(info.boardSize)],
        [t('info.pcbQuantity'), range(info.pcbQuantity)],
        [t('info.componentQuantity'), range(info.componentQuantity)],
        [t('info.minimalPitch'), info.minimalPitch ? formatMillimetres(info.minimalPitch, i18n.language) : '–'],
        [t('info.doubleSidedSMT'), info.doubleSidedSMT ? t('yes') : t('no')],
        [t('info.languages'), info.spokenLanguages.map(languageName).join(', ') || '–'],
        [t('info.factoryCountries'), info.factoryCountries.map(countryName).join(', ') || '–'],
        [t('info.employees'), String(info.employeeCount)],
        [t('info.companySize'), info.companySize ? t(`info.companySizes.${info.companySize}`) : '–'],
        [t('info.foundingYear'), info.foundingYear ? String(info.foundingYear) : '–'],
      ]
    : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="manufacturer-info-title" fullWidth maxWidth="sm">
      <DialogTitle id="manufacturer-info-title">{info?.company.name ?? t('info.title')}</DialogTitle>
      <DialogContent>
        {result.fetching && <CircularProgress aria-label={t('info.loading')} />}
        {result.error && <Alert severity="error">{t('info.failed')}</Alert>}
        {info && (
          <Table size="small" aria-label={t('info.tableLabel')}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
