import type { AppStrings, LaterStrings } from './i18n';

/**
 * Namespaces given twice, or missing from both the first screen's strings and the later ones, compared
 * with every namespace an app uses; an app's start-up is right when both lists are empty.
 */
export function stringPartitionProblems(all: AppStrings, start: AppStrings, later: LaterStrings): { twice: string[]; missing: string[] } {
  const twice = Object.keys(start).filter((namespace) => namespace in later);
  const missing = Object.keys(all).filter((namespace) => !(namespace in start) && !(namespace in later));
  return { twice, missing };
}
