import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FormulaDiagnostic } from './formula-diagnostics';
import { useProblemText } from './use-problem-text';

export interface FormulaProblemsProps {
  readonly diagnostics: readonly FormulaDiagnostic[];
  readonly unknownVariables: readonly string[];
  /** Whether there is any formula text at all. */
  readonly empty: boolean;
}

/** Every problem of the formulas with its line and column, and the unknown variables once each. */
export function FormulaProblems({ diagnostics, unknownVariables, empty }: FormulaProblemsProps) {
  const { t } = useTranslation('pricing');
  const textOf = useProblemText();
  if (empty) return <Typography variant="body2">{t('formulas.empty')}</Typography>;
  if (diagnostics.length === 0) {
    return (
      <Alert severity="success" variant="outlined" role="status">
        {t('formulas.noProblems')}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="formula-problems-title">
      <Typography id="formula-problems-title" variant="subtitle1" component="h3" color="error">
        {t('formulas.problems', { count: diagnostics.length })}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {diagnostics.map((diagnostic, index) => (
          <li key={index}>
            <Typography variant="body2">
              <strong>{diagnostic.at ? t('formulas.at', { line: diagnostic.at.line, column: diagnostic.at.column }) : t('formulas.general')}:</strong> {textOf(diagnostic)}
            </Typography>
          </li>
        ))}
      </Box>
      {unknownVariables.length > 0 && (
        <Typography variant="body2" data-testid="unknown-variables">
          <strong>{t('formulas.unknownVariables')}:</strong> {unknownVariables.join(', ')}
        </Typography>
      )}
    </Box>
  );
}
