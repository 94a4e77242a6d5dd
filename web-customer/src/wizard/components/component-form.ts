import { draftComponentSchema, type DraftComponent } from '@pcbm/domain/draft/order-draft';
import { designatorsOf, detectComponentType } from '@pcbm/domain/parts-list/designators';
import { z } from 'zod';

/** Text fields are at most 100 characters (the specification's limit for text). */
const text = z.string().trim().max(100, 'tooLong');
const part = z.object({ mpn: text, manufacturer: text });

/**
 * The add/edit dialog's fields: the draft component's own fields (its flags and texts, limited in
 * length), with the designators as one text and the parts as MPN and manufacturer pairs.
 * Checked like the importer checks a row.
 */
export const componentFormSchema = draftComponentSchema
  .pick({ generic: true, doNotPlace: true, provided: true, description: true, package: true, electricValue: true, tolerance: true, maxVoltage: true })
  .extend({
    designators: z
      .string()
      .trim()
      .min(1, 'designatorRequired')
      .refine((value) => designatorsOf(value).invalid.length === 0, 'designatorInvalid'),
    quantity: z.coerce.number<string | number>({ error: 'quantityWhole' }).int('quantityWhole').min(1, 'quantityTooSmall').max(1_000_000, 'quantityTooLarge'),
    mpn: text,
    manufacturer: text,
    alternatives: z.array(part).max(2),
    description: text,
    package: text,
    electricValue: text,
    tolerance: text,
    maxVoltage: text,
  })
  .superRefine((value, context) => {
    if (!value.generic && !value.mpn) context.addIssue({ code: 'custom', path: ['mpn'], message: 'mpnRequired' });
    if (value.manufacturer && !value.mpn && !value.generic) context.addIssue({ code: 'custom', path: ['manufacturer'], message: 'manufacturerWithoutMpn' });
    if (value.generic && !value.description && !value.electricValue) context.addIssue({ code: 'custom', path: ['description'], message: 'genericNeedsDescription' });
    value.alternatives.forEach((alternative, index) => {
      if (alternative.manufacturer && !alternative.mpn) context.addIssue({ code: 'custom', path: ['alternatives', index, 'mpn'], message: 'alternativeManufacturerWithoutMpn' });
    });
    if (!value.alternatives[0]?.mpn && value.alternatives[1]?.mpn) context.addIssue({ code: 'custom', path: ['alternatives', 1, 'mpn'], message: 'alternativeOrder' });
    const designators = designatorsOf(value.designators).designators;
    if (designators.length > 0 && new Set(designators).size !== designators.length) context.addIssue({ code: 'custom', path: ['designators'], message: 'designatorTwice' });
  });
export type ComponentForm = z.input<typeof componentFormSchema>;
export type ValidComponentForm = z.output<typeof componentFormSchema>;

/** The dialog's fields for a component, or empty ones for a new component. */
export function formOf(component: DraftComponent | null): ComponentForm {
  const [main, ...alternatives] = component?.componentInfo ?? [];
  return {
    designators: component?.designators.join(', ') ?? '',
    quantity: component?.quantity ?? 1,
    mpn: main?.mpn ?? '',
    manufacturer: main?.manufacturer ?? '',
    alternatives: [0, 1].map((i) => ({ mpn: alternatives[i]?.mpn ?? '', manufacturer: alternatives[i]?.manufacturer ?? '' })),
    description: component?.description ?? '',
    package: component?.package ?? '',
    electricValue: component?.electricValue ?? '',
    tolerance: component?.tolerance ?? '',
    maxVoltage: component?.maxVoltage ?? '',
    doNotPlace: component?.doNotPlace ?? false,
    provided: component?.provided ?? false,
    generic: component?.generic ?? false,
  };
}

/** The draft component the dialog's fields describe; a part keeps its lookup result while its MPN stays. */
export function componentOf(form: ValidComponentForm, id: string, earlier: DraftComponent | null): DraftComponent {
  const designators = designatorsOf(form.designators).designators;
  const alternatives = form.alternatives.filter((alternative) => alternative.mpn);
  const keepFound = (mpn: string) => earlier?.componentInfo.find((p) => p.mpn === mpn)?.found;
  const withFound = (p: { mpn: string; manufacturer: string }) => {
    const found = keepFound(p.mpn);
    return found === undefined ? { ...p } : { ...p, found };
  };
  return draftComponentSchema.parse({
    id,
    designators,
    quantity: form.quantity,
    componentInfo: [withFound({ mpn: form.mpn, manufacturer: form.manufacturer }), ...alternatives.map(withFound)],
    description: form.description,
    package: form.package,
    electricValue: form.electricValue,
    tolerance: form.tolerance,
    maxVoltage: form.maxVoltage,
    genericDeviceType: earlier?.genericDeviceType ?? '',
    mount: earlier?.mount,
    generic: form.generic,
    doNotPlace: form.doNotPlace,
    provided: form.provided,
    detectedComponentType: detectComponentType(designators[0] ?? ''),
  });
}
