import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormulaDiagnostic } from './formula-diagnostics';

/** A formula problem in the person's language, the domain's wording where no translation fits. */
export function useProblemText(): (diagnostic: FormulaDiagnostic) => string {
  const { t } = useTranslation('pricing');
  return useCallback((diagnostic) => t(`problems.${diagnostic.code}`, { ...diagnostic.params, defaultValue: diagnostic.message }), [t]);
}
