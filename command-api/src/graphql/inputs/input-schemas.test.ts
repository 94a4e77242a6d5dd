import {
  addressInputSchema,
  capabilitySearchInputSchema,
  companyCreationInputSchema,
  companyUpdateInputSchema,
  contactFeedbackSchema,
  exportSettingsSchema,
  geoPointSchema,
  manufacturerCapabilitiesSchema,
  orderUpdateInputSchema,
  partQueriesSchema,
  pricingBomSchema,
  pricingProductionDataSchema,
  pricingSetupInputSchema,
  pricingTestInputSchema,
  reAddOrderInputSchema,
  registrationInputSchema,
  shopCreationInputSchema,
  shopUpdateInputSchema,
  superOrderInputSchema,
  userProfileInputSchema,
} from '@pcbm/domain';
import { getNamedType, isInputObjectType, type GraphQLInputObjectType, type GraphQLSchema } from 'graphql';
import type { z } from 'zod';
import { buildProductSchema } from '../schema';

/**
 * How an input reaches its schema: fields the schema does not read (the resolver takes them out first, stores them
 * as sent or leaves them unused), and fields the resolver renames.
 */
interface Handover {
  readonly notChecked?: readonly string[];
  readonly renamed?: Readonly<Record<string, string>>;
}

/** Every GraphQL input a resolver passes to `validated`, with the schema it is checked by. */
const VALIDATED_INPUTS: ReadonlyArray<readonly [string, z.ZodType, Handover?]> = [
  ['AddressInput', addressInputSchema],
  ['SuperOrderInput', superOrderInputSchema],
  ['OrderUpdateInput', orderUpdateInputSchema],
  ['ReAddOrderInput', reAddOrderInputSchema, { notChecked: ['files'] }],
  ['UserRegistrationInput', registrationInputSchema],
  ['UserInput', userProfileInputSchema],
  ['CompanyInput', companyCreationInputSchema],
  ['CompanyUpdateInput', companyUpdateInputSchema],
  ['ManufacturerInput', manufacturerCapabilitiesSchema],
  ['CapabilitySearchInput', capabilitySearchInputSchema],
  ['GeoPositionInput', geoPointSchema],
  ['PartInput', partQueriesSchema],
  ['OrderPricingInput', pricingSetupInputSchema, { renamed: { market: 'marketplace' } }],
  ['PricingTestInput', pricingTestInputSchema],
  ['PricingProductionDataInput', pricingProductionDataSchema, { notChecked: ['asCompany'] }],
  ['ComponentInput', pricingBomSchema, { notChecked: ['manufacturer', 'description', 'generic'] }],
  ['ShopInput', shopCreationInputSchema],
  ['ShopUpdateInput', shopUpdateInputSchema],
  ['ContactFeedbackInput', contactFeedbackSchema],
  ['ExportSettingsInput', exportSettingsSchema],
];

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object a schema checks, through optional, nullable, default, transform and list wrappers; none for a scalar. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape!;
  const inner = def.innerType ?? def.in ?? def.element;
  return inner ? objectShape(inner) : null;
}

/** Where an input type and its schema name different fields, also in the inputs it holds. */
function disagreements(type: GraphQLInputObjectType, schema: z.ZodType, handover: Handover = {}, path = type.name): string[] {
  const shape = objectShape(schema);
  if (!shape) return [`${path}: the schema checks no object`];
  const apart = new Set(handover.notChecked ?? []);
  const schemaName = (field: string) => handover.renamed?.[field] ?? field;
  const fields = Object.values(type.getFields()).filter((field) => !apart.has(field.name));
  const found = new Set(fields.map((field) => schemaName(field.name)));
  const problems = [
    ...fields.filter((field) => !(schemaName(field.name) in shape)).map((field) => `${path}.${field.name}: not in the schema`),
    ...Object.keys(shape).filter((key) => !found.has(key)).map((key) => `${path}.${key}: not in the input type`),
  ];
  for (const field of fields) {
    const nested = getNamedType(field.type);
    const fieldSchema = shape[schemaName(field.name)];
    if (isInputObjectType(nested) && fieldSchema) problems.push(...disagreements(nested, fieldSchema, {}, `${path}.${field.name}`));
  }
  return problems;
}

describe('GraphQL inputs and the schemas that check them', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildProductSchema();
  });

  it('given every input checked by a schema, when their fields are compared, then both name the same fields, also in nested inputs', () => {
    const problems = VALIDATED_INPUTS.flatMap(([name, zodSchema, handover]) => {
      const type = schema.getType(name);
      return isInputObjectType(type) ? disagreements(type, zodSchema, handover) : [`${name}: no such input type`];
    });
    expect(problems).toEqual([]);
  });

  it('given an input type and a schema that disagree, when compared, then each side’s extra field is named', () => {
    const type = schema.getType('GeoPositionInput') as GraphQLInputObjectType;
    expect(disagreements(type, addressInputSchema).sort()).toEqual(
      ['GeoPositionInput.x: not in the schema', 'GeoPositionInput.y: not in the schema', ...Object.keys(addressInputSchema.shape).map((key) => `GeoPositionInput.${key}: not in the input type`)].sort(),
    );
  });
});
