import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, type ProductionValues } from './production-form';

/** The translated validation error of a field (by its path), or undefined. */
export function useFieldError() {
  const { t } = useTranslation('production');
  const {
    formState: { errors },
  } = useFormContext<ProductionValues>();
  return (field: string): string | undefined => {
    const found = errorKeyOf(field, get(errors, field) as FieldError | undefined);
    return found ? t(found.key, found.values) : undefined;
  };
}
