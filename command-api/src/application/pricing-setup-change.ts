import {
  decidePricingSetup,
  DomainError,
  ErrorCode,
  evolvePricing,
  NO_PRICING,
  pricingStreamId,
  readPricingFormulaFile,
  type ChangePricingSetup,
  type PricingFormula,
  type PricingSetup,
  type PricingSetupInput,
} from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import type { Services } from '../graphql/context';
import { appendDecision } from './append-decision';
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
 * Changes a producer's pricing setup: decides first (a refused change writes nothing), stores the
 * formula file as a new version of the producer's formula file, then appends the events.
 */
export async function changePricingSetup(
  services: Services,
  origin: CommandOrigin,
  manufacturerId: string,
  input: PricingSetupInput,
  upload: FormulaUpload | null,
): Promise<PricingSetup> {
  const state = await loadPricingSetup(services.store, manufacturerId);
  const file = upload ? { ...upload.file, versionedFileId: state?.formulaFile?.versionedFileId } : null;
  const command: ChangePricingSetup = {
    manufacturerId,
    input,
    formulas: file && upload ? { file: { fileId: file.id, versionedFileId: file.versionedFileId ?? file.id, filename: file.filename }, formulas: upload.formulas } : undefined,
    occurredAt: new Date().toISOString(),
  };
  const events = decidePricingSetup(command, state);
  if (events.length === 0) return state ?? NO_PRICING;
  if (file) {
    await services.files.writeContent(file);
    await services.db.transaction((tx) => services.files.recordMetadata(tx, file));
  }
  try {
    await appendDecision<PricingSetup>(services, pricingStreamId(manufacturerId), evolvePricing, (current) => decidePricingSetup(command, current), origin, []);
  } catch (error) {
    if (file) await services.files.discard(file.id);
    throw error;
  }
  return (await loadPricingSetup(services.store, manufacturerId))!;
}
