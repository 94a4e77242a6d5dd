import type { PricingFileProblem } from '@pcbm/domain/pricing/pricing-formula-file';
import { useCallback, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { FormValues } from '../data/resource-source';
import type { Problem } from '../fields/problem';
import { formulaFileOf, formulaFileProblems, pricingProblems, type PricingFormValues } from './pricing-form';
import type { OrderPricing } from './pricing-operations';

/** How many of a file's problems are named; the rest are counted. */
const NAMED_PROBLEMS = 3;

/**
 * The edit form's check against the stored setup; a new formula file is read and checked in the browser with the
 * server's rules (each file once), and its problems are put in words.
 */
export function usePricingValidation(saved: OrderPricing | undefined): (values: FormValues) => Promise<Record<string, unknown>> {
  const translate = useTranslate();
  const checked = useRef(new WeakMap<File, Promise<readonly PricingFileProblem[] | null>>());

  const words = useCallback(
    (problems: readonly PricingFileProblem[]): Problem => {
      const named = problems.slice(0, NAMED_PROBLEMS).map((found) => {
        const what = translate(`admin.pricing.formulaProblems.${found.code}`, { names: (found.names ?? []).join(', '), _: found.message });
        return found.formula ? translate('admin.pricing.problems.inFormula', { number: found.formula, name: found.name ?? '', problem: what }) : what;
      });
      const more = problems.length > NAMED_PROBLEMS ? [translate('admin.pricing.problems.more', { smart_count: problems.length - NAMED_PROBLEMS })] : [];
      return { message: 'admin.pricing.problems.formulaFile', args: { details: [...named, ...more].join(' ') } };
    },
    [translate],
  );

  return useCallback(
    async (values: FormValues) => {
      if (!saved) return {};
      const form = values as PricingFormValues;
      const file = formulaFileOf(form);
      let fileProblems: Problem | null = null;
      if (file) {
        let check = checked.current.get(file);
        if (!check) {
          check = formulaFileProblems(file);
          checked.current.set(file, check);
        }
        const problems = await check;
        fileProblems = problems ? words(problems) : null;
      }
      return pricingProblems(form, saved, fileProblems);
    },
    [saved, words],
  );
}
