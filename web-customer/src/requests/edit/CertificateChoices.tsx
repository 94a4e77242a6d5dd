import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { CERTIFICATES, type Certificate } from '@pcbm/domain/ordering/vocabulary';
import { useTranslation } from 'react-i18next';

/** The certificates the producer must hold, one checkbox each, as in the wizard. */
export function CertificateChoices({ chosen, onChange }: { readonly chosen: readonly Certificate[]; readonly onChange: (chosen: Certificate[]) => void }) {
  const { t } = useTranslation('production');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('certificates')}</FormLabel>
      <FormGroup row>
        {CERTIFICATES.map((certificate) => (
          <FormControlLabel
            key={certificate}
            label={certificate}
            control={<Checkbox checked={chosen.includes(certificate)} onChange={(event) => onChange(CERTIFICATES.filter((c) => (c === certificate ? event.target.checked : chosen.includes(c))))} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
