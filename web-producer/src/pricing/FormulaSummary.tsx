import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SourceFormula } from './formula-source';
import { formulaValueText } from './price-values';

export interface FormulaSummaryProps {
  readonly formulas: readonly SourceFormula[];
  /** Each formula's value for the test inputs, by name; absent while there is none. */
  readonly values: ReadonlyMap<string, number | null> | null;
}

/** The formulas as written, one row each: name, description, expression and the test value (money, days or a plain number). */
export function FormulaSummary({ formulas, values }: FormulaSummaryProps) {
  const { t, i18n } = useTranslation('pricing');
  if (formulas.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="formula-summary-title" sx={{ overflowX: 'auto' }}>
      <Typography id="formula-summary-title" variant="h6" component="h2">
        {t('summary.title')}
      </Typography>
      <Table size="small" aria-labelledby="formula-summary-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('summary.name')}</TableCell>
            <TableCell>{t('summary.expression')}</TableCell>
            <TableCell align="right">{t('summary.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {formulas.map(({ formula, line }) => {
            const equals = formula.calculation.indexOf('=');
            const value = values?.get(formula.name);
            return (
              <TableRow key={line}>
                <TableCell component="th" scope="row">
                  <Box component="code">{formula.name}</Box>
                  {formula.description && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {formula.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Box component="code" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {equals < 0 ? formula.calculation : formula.calculation.slice(equals + 1).trim()}
                  </Box>
                </TableCell>
                <TableCell align="right">{value === undefined ? '' : value === null ? t('summary.noValue') : formulaValueText(formula.name, value, t, i18n.language)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
