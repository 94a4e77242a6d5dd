import {
  addressInputSchema,
  capabilityGuidance,
  capabilitySearchInputSchema,
  ErrorCode,
  geoPointSchema,
  matchProducers,
  ORDER_TYPES,
  sortMatches,
  type GeoPoint,
  type ProducerSort,
} from '@pcbm/domain';
import { z } from 'zod';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { matchingProducers } from '../../application/matching-producers';
import { componentsPerBoard, searchComponents } from '../../application/search-components';
import type { GraphQLContext } from '../context';
import { refuse } from '../errors';
import { AddressInput } from '../inputs/super-order-input';
import { OrderTypeEnum } from '../types/enums';
import { CapabilityMatchingGuidanceType, CapabilitySearchInput, CapabilitySearchResultType, GeoPositionInput, ProducerSortEnum } from '../types/matching-types';
import { manufacturerView } from './manufacturer-resolver';
import { validated } from '../validation';

/** Where distances are measured from: the given position, else the shipping address located by the geocoder. */
async function shippingOrigin(context: GraphQLContext, address: AddressInput | null, position: GeoPositionInput | null): Promise<GeoPoint | null> {
  if (position) return validated(geoPointSchema, position);
  return address ? context.services.geocoder.locate(validated(addressInputSchema, address)) : null;
}

@Resolver()
export class MatchingResolver {
  @Query(() => CapabilitySearchResultType, { description: 'Producers that can build the board, with notes, in the chosen order. Needs the parts list (components) or its measured sizes (ecSize).' })
  async fetchCapabilitySearch(
    @Ctx() context: GraphQLContext,
    @Arg('searchInput', () => CapabilitySearchInput) searchInput: CapabilitySearchInput,
    @Arg('sort', () => ProducerSortEnum, { nullable: true }) sort: ProducerSort | null,
    @Arg('shippingAddress', () => AddressInput, { nullable: true }) shippingAddress: AddressInput | null,
    @Arg('shippingPosition', () => GeoPositionInput, { nullable: true }) shippingPosition: GeoPositionInput | null,
  ): Promise<CapabilitySearchResultType> {
    const input = validated(capabilitySearchInputSchema, searchInput);
    if (input.components.length === 0 && !input.ecSize) refuse(ErrorCode.NO_COMPONENT_TABLE, 'no component table');
    const origin = await shippingOrigin(context, shippingAddress, shippingPosition);
    const components = await searchComponents(context.services.parts, input.components);
    const producers = await matchingProducers(context.services.db, context.services.geocoder);
    const result = matchProducers(
      {
        orderType: input.orderType,
        boardSize: input.boardSize,
        pcbQuantity: input.pcbQuantity,
        componentQuantity: input.componentQuantity ?? componentsPerBoard(input.components),
        certificates: input.certificates,
        requiredServices: input.services.required,
        optionalServices: input.services.optional,
        doubleSidedSMT: input.doubleSidedSMT,
        ecSize: input.ecSize ?? null,
        minimalPitch: input.minimalPitch ?? null,
        components,
      },
      producers,
      origin,
    );
    const manufacturers = [];
    for (const match of sortMatches(result.matches, sort ?? 'MOST_RELEVANT')) {
      const manufacturer = await manufacturerView(context, match.manufacturerId);
      if (manufacturer) manufacturers.push({ ...match, optionalServices: [...match.optionalServices], manufacturer, notes: match.notes.map((note) => ({ ...note, parts: note.parts.map((p) => ({ ...p, designators: [...p.designators] })) })) });
    }
    return { manufacturers, notes: result.notes.map((note) => ({ ...note, parts: note.parts.map((p) => ({ ...p, designators: [...p.designators] })) })) };
  }

  @Query(() => CapabilityMatchingGuidanceType, { description: "The envelope of the producers' capabilities for an order type." })
  async fetchCapabilityMatchingGuidance(@Ctx() context: GraphQLContext, @Arg('orderType', () => OrderTypeEnum) orderType: string): Promise<CapabilityMatchingGuidanceType> {
    const type = validated(z.enum(ORDER_TYPES), orderType);
    return capabilityGuidance(type, await matchingProducers(context.services.db, context.services.geocoder));
  }
}
