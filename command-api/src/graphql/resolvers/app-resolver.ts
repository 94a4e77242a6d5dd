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

@ObjectType('WebFeatures', { description: 'Feature flags of the web apps.' })
export class WebFeaturesType {
  @Field() nda!: boolean;
  @Field() pricing!: boolean;
}

@ObjectType('WebSettings', { description: 'What a web app needs before anything else: where to sign in, its version and feature flags.' })
export class WebSettingsType {
  @Field({ description: 'The OpenID Connect issuer the apps sign in with.' }) issuer!: string;
  @Field({ description: 'The public URL of the product.' }) publicUrl!: string;
  @Field(() => String, { nullable: true, description: "The BOM formatter's start page, on its first host with the public URL's scheme and port; null when no host is set." })
  bomFormatterUrl!: string | null;
  @Field() version!: string;
  @Field(() => WebFeaturesType) features!: WebFeaturesType;
}

/** The start page of a site host, reached like the public URL (scheme and port). */
function siteUrl(publicUrl: string, host: string | undefined): string | null {
  if (!host) return null;
  const url = new URL(publicUrl);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}/`;
}

const VERSION: string = require('../../../package.json').version;

@Resolver()
export class AppResolver {
  @Query(() => GeoPositionType, { nullable: true, description: "Where an address is; null when it cannot be found ('Die Adresse konnte nicht gefunden werden')." })
  appGetGeoPosition(@Ctx() context: GraphQLContext, @Arg('address', () => AddressInput) address: AddressInput): Promise<GeoPositionType | null> {
    return context.services.geocoder.locate(validated(addressInputSchema, address));
  }

  @Query(() => WebSettingsType, { description: 'Sign-in issuer, version and feature flags, for anyone.' })
  appGetWebSettings(@Ctx() context: GraphQLContext): WebSettingsType {
    const { issuer, publicUrl, features, siteHosts } = context.services;
    return { issuer, publicUrl, bomFormatterUrl: siteUrl(publicUrl, siteHosts.bomFormatter[0]), version: VERSION, features: { ...features } };
  }

  @Query(() => String, { description: 'The version of the server.' })
  appGetBackendVersion(): string {
    return VERSION;
  }
}
