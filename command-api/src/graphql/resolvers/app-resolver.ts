import { addressInputSchema } from '@pcbm/domain';
import { Arg, Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { AddressInput } from '../inputs/super-order-input';
import { validated } from '../validation';

@ObjectType('GeoPosition', { description: 'x is the longitude, y the latitude, in degrees.' })
export class GeoPositionType {
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
}

const VERSION: string = require('../../../package.json').version;

@Resolver()
export class AppResolver {
  @Query(() => GeoPositionType, { nullable: true, description: "Where an address is; null when it cannot be found ('Die Adresse konnte nicht gefunden werden')." })
  appGetGeoPosition(@Ctx() context: GraphQLContext, @Arg('address', () => AddressInput) address: AddressInput): Promise<GeoPositionType | null> {
    return context.services.geocoder.locate(validated(addressInputSchema, address));
  }

  @Query(() => String, { description: 'The version of the server.' })
  appGetBackendVersion(): string {
    return VERSION;
  }
}
