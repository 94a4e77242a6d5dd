import {
  DomainError,
  ErrorCode,
  NO_PRICING,
  pricingDecider,
  readPricingFormulaFile,
  type ChangePricingSetup,
  type PricingFormula,
  type PricingSetup,
  type PricingSetupInput,
} from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import type { Services } from '../graphql/context';
import { decision } from './command-handler';
import type { CommandOrigin } from './event-metadata';
import { loadPricingSetup } from './pricing-setups';
import { readUploads } from './uploads';

/** A checked formula file, ready to be stored. */
export interface FormulaUpload {
  readonly file: NewFile;
  readonly formulas: readonly PricingFormula[];
}

/** Reads an uploaded formula file (JSON, under 64 KB); refuses it with every validation problem. */
export async function readFormulaUpload(upload: File, manufacturerId: string): Promise<FormulaUpload> {
  const [file] = await readUploads([{ kind: 'pricing_formula', file: upload }], manufacturerId);
  const result = readPricingFormulaFile(file.bytes);
  if (!result.valid) {
    const summary = result.problems.map((p) => (p.formula ? `formula ${p.formula} (${p.name}): ${p.message}` : p.message)).join('; ');
    throw new DomainError(ErrorCode.INVALID_INPUT, `The pricing formulas are not valid: ${summary}`, { problems: result.problems });
  }
  return { file: { ...file, mediaType: 'application/json' }, formulas: result.formulas };
}

/**
 * Changes a producer's pricing setup through the command handler: a new formula file becomes a new version of the
 * producer's formula file and is stored with the events in one transaction; a refused change stores nothing.
 */
export async function changePricingSetup(
  services: Services,
  origin: CommandOrigin,
  manufacturerId: string,
  input: PricingSetupInput,
  upload: FormulaUpload | null,
): Promise<PricingSetup> {
  const current = await loadPricingSetup(services.store, manufacturerId);
  const file = upload ? { ...upload.file, versionedFileId: current?.formulaFile?.versionedFileId } : null;
  const command: ChangePricingSetup = {
    manufacturerId,
    input,
    formulas: file && upload ? { file: { fileId: file.id, versionedFileId: file.versionedFileId ?? file.id, filename: file.filename }, formulas: upload.formulas } : undefined,
  };
  const { state } = await services.commands.execute(decision(pricingDecider, manufacturerId, command, {}), { origin, files: file ? [file] : [] });
  return state ?? NO_PRICING;
}
