import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { designatorsOf, detectComponentType } from '@pcbm/domain/parts-list/designators';
import { z } from 'zod';

const text = z.string().trim().max(100, 'At most 100 characters.');

/** The add/edit dialog's fields, checked as the importer checks a row. */
export const componentFormSchema = z
  .object({
    designators: z
      .string()
      .trim()
      .min(1, 'designatorRequired')
      .refine((value) => designatorsOf(value).invalid.length === 0, 'designatorInvalid'),
    quantity: z.coerce.number<string | number>().int('quantityWhole').min(1, 'quantityTooSmall').max(100_000, 'quantityTooLarge'),
    mpn: text,
    manufacturer: text,
    alternatives: z.array(z.object({ mpn: text, manufacturer: text })).max(2),
    description: text,
    package: text,
    electricValue: text,
    tolerance: text,
    maxVoltage: text,
    doNotPlace: z.boolean(),
    provided: z.boolean(),
    generic: z.boolean(),
  })
  .superRefine((value, context) => {
    if (!value.generic && !value.mpn) context.addIssue({ code: 'custom', path: ['mpn'], message: 'mpnRequired' });
    if (value.generic && !value.description && !value.electricValue) context.addIssue({ code: 'custom', path: ['description'], message: 'genericNeedsDescription' });
    value.alternatives.forEach((alternative, index) => {
      if (alternative.manufacturer && !alternative.mpn) context.addIssue({ code: 'custom', path: ['alternatives', index, 'mpn'], message: 'alternativeManufacturerWithoutMpn' });
    });
  });
export type ComponentForm = z.input<typeof componentFormSchema>;
export type ValidComponentForm = z.output<typeof componentFormSchema>;

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

export function componentOf(form: ValidComponentForm, id: string, earlier: DraftComponent | null): DraftComponent {
  const designators = designatorsOf(form.designators).designators;
  const alternatives = form.alternatives.filter((alternative) => alternative.mpn);
  const keepFound = (mpn: string) => earlier?.componentInfo.find((part) => part.mpn === mpn)?.found;
  return {
    id,
    designators,
    quantity: form.quantity,
    componentInfo: [{ mpn: form.mpn, manufacturer: form.manufacturer, found: keepFound(form.mpn) }, ...alternatives.map((a) => ({ ...a, found: keepFound(a.mpn) }))],
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
  };
}
