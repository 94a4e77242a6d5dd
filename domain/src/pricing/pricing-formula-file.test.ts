import { parseGerberJob } from '../board/gerber-job';
import { priceRangeOf, PricingEvaluationError, readPricingFormulaFile, validatePricingFormulas } from './pricing-formula-file';
import { pricingReport } from './pricing-report';
import { pricingTestInputSchema, pricingVariablesOf } from './pricing-variables';

const file = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const FORMULAS = [
  { name: 'pcbCost', description: 'Boards', calculation: 'pcbCost = max(50, pcbSize * pcbLayers * 0.1 * pcbQuantity) + eq(finish, 6) * 20' },
  { name: 'assemblyCost', calculation: 'assemblyCost = (smtPartCount * 0.05 + thtPinCount * 0.1) * pcbQuantity' },
  { name: 'cost', calculation: 'cost = pcbCost + assemblyCost + partSourcingCost' },
  { name: 'completionTime', calculation: 'completionTime = 5 + ceil(pcbQuantity / 100)' },
  { name: 'setupShare', calculation: 'setupShare = 100 / pcbPerPanel' },
];
const inputs = (values: object = {}) => pricingVariablesOf(pricingTestInputSchema.parse({ pcbQuantity: 10, pcbSize: 50, pcbLayers: 4, finish: 'ENIG', smtPartCount: 20, thtPinCount: 10, ...values }));

describe('pricing formula files', () => {
  test('given formulas that use earlier ones, when evaluated, then the price range holds the output fields only', () => {
    const result = readPricingFormulaFile(file({ formulas: FORMULAS }));
    if (!result.valid) throw new Error(JSON.stringify(result.problems));
    expect(priceRangeOf(result.parsed, inputs())).toEqual({ pcbCost: 220, assemblyCost: 20, cost: 240, completionTime: 6 });
  });

  test('given the finish by name and pcbProvided as yes or no, then they become numbers', () => {
    expect(inputs({ finish: 'enig', pcbProvided: true })).toMatchObject({ finish: 6, pcbProvided: 1 });
    expect(inputs({ finish: 'unheard of' })).toMatchObject({ finish: 0, pcbProvided: 0 });
  });

  test('given a formula that uses a later one, then UNKNOWN_VARIABLES names it with the formula', () => {
    const result = validatePricingFormulas([FORMULAS[2], ...FORMULAS.slice(0, 2)]);
    expect(result).toMatchObject({ valid: false, problems: [{ formula: 1, name: 'cost', code: 'UNKNOWN_VARIABLES', names: ['pcbCost', 'assemblyCost'] }] });
  });

  test('given no formula for cost, then MISSING_OUTPUT', () => {
    expect(validatePricingFormulas([FORMULAS[0]])).toMatchObject({ valid: false, problems: [{ code: 'MISSING_OUTPUT', names: ['cost'] }] });
  });

  test('given a name twice or a name unlike the calculation, then DUPLICATE_NAME and NAME_MISMATCH', () => {
    const result = validatePricingFormulas([...FORMULAS, { name: 'cost', calculation: 'cost = 1' }, { name: 'shipping', calculation: 'shippingCost = 1' }]);
    expect(result.valid ? [] : result.problems.map((p) => p.code)).toEqual(['DUPLICATE_NAME', 'NAME_MISMATCH']);
  });

  test('given no JSON, no formulas or an oversized file, then INVALID_FILE', () => {
    for (const bytes of [new TextEncoder().encode('cost = 1'), file({ formulas: [] }), file({ formulas: [{ name: 'cost' }] }), new Uint8Array(70_000)]) {
      expect(readPricingFormulaFile(bytes)).toMatchObject({ valid: false, problems: [{ code: 'INVALID_FILE' }] });
    }
  });

  test('given inputs that divide by zero, then evaluation names the formula and the reason', () => {
    const result = validatePricingFormulas([{ name: 'cost', calculation: 'cost = 100 / (pcbQuantity - 10)' }]);
    if (!result.valid) throw new Error('expected valid');
    expect(() => priceRangeOf(result.parsed, inputs())).toThrow(PricingEvaluationError);
    expect(() => priceRangeOf(result.parsed, inputs())).toThrow('cost: A division by zero.');
  });

  test('given a result of the price range below zero, then evaluation refuses it', () => {
    const result = validatePricingFormulas([{ name: 'cost', calculation: 'cost = 10 - pcbQuantity * 2' }]);
    if (!result.valid) throw new Error('expected valid');
    expect(() => priceRangeOf(result.parsed, inputs())).toThrow('cost: The result -10 is negative.');
    expect(pricingReport(file({ formulas: [{ name: 'cost', calculation: 'cost = 10 - pcbQuantity * 2' }] }), inputs())).toMatchObject({ valid: true, priceRange: null, error: 'Negative results: cost.' });
  });

  test('given a job file, then the job parser gives what pricing reads (case does not matter)', () => {
    const job = parseGerberJob(JSON.stringify({ generalSpecs: { size: { x: 100, y: 50 }, layerNumber: 4, boardThickness: 1.2, finish: 'ENIG' } }));
    expect(job.generalSpecs).toMatchObject({ size: { x: 100, y: 50 }, layerNumber: 4, boardThickness: 1.2, finish: 'ENIG' });
  });
});

describe('trying a formula file with test inputs', () => {
  test('given valid formulas, then the report holds each value and the price range', () => {
    const report = pricingReport(file({ formulas: FORMULAS }), inputs());
    expect(report).toMatchObject({ valid: true, priceRange: { pcbCost: 220, assemblyCost: 20, cost: 240, completionTime: 6 } });
    expect(report.valid && report.formulas.map((f) => f.value)).toEqual([220, 20, 240, 6, 100]);
  });

  test('given a formula that divides by zero, then the report names it and leaves the later ones out', () => {
    const report = pricingReport(file({ formulas: [{ name: 'x', calculation: 'x = 1 / (pcbQuantity - 10)' }, FORMULAS[0], { name: 'cost', calculation: 'cost = x' }] }), inputs());
    expect(report).toMatchObject({ valid: true, priceRange: null, formulas: [{ name: 'x', value: null, error: 'A division by zero.' }, { value: null }, { value: null }] });
  });

  test('given invalid formulas, then the report lists the problems', () => {
    expect(pricingReport(file({ formulas: [{ name: 'cost', calculation: 'cost = pcbSize +' }] }), inputs())).toMatchObject({ valid: false, problems: [{ code: 'OPERATOR_AT_START_OR_END' }] });
  });
});
