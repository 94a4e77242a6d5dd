import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { Words } from './history-wording';

/** The console's strings and the product's shared ones, as the request's wording reads them. */
export function useWords(): Words {
  const translate = useTranslate();
  const { t } = useTranslation();
  return useMemo(() => ({ admin: (key, values) => translate(key, values), kit: (key, fallback) => t(key, { defaultValue: fallback }) }), [translate, t]);
}
