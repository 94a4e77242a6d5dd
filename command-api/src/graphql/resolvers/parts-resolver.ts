import { bomDetectionInputSchema, ErrorCode, partQueriesSchema, type Part } from '@pcbm/domain';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { detectBom, keywordBomDetection, type BomDetection } from '../../application/bom-detection';
import type { GraphQLContext } from '../context';
import { refuse } from '../errors';
import { BomDetectionType, PartInput, PartType } from '../types/part-types';
import { validated } from '../validation';
import { logSafeError } from '@pcbm/platform';

const partView = (part: Part): PartType => ({ ...part, ecSize: part.ecSize ? { ...part.ecSize } : null, image: part.image ? { ...part.image } : null });
const detectionView = (detection: BomDetection): BomDetectionType => ({
  headers: detection.headers,
  foundParts: detection.foundParts.map(partView),
  notFoundMpns: [...detection.notFoundMpns],
});

@Resolver()
export class PartsResolver {
  @Query(() => [PartType], { description: 'Parts by MPN from the parts database (cached locally by part number); unknown numbers are left out.' })
  async fetchNexarParts(@Ctx() context: GraphQLContext, @Arg('parts', () => [PartInput]) parts: PartInput[]): Promise<PartType[]> {
    const queries = validated(partQueriesSchema, parts);
    const { found } = await context.services.parts.findParts(queries);
    return found.map(partView);
  }

  @Query(() => BomDetectionType, { description: "A parts list's column kinds and its parts; when the parts database cannot be asked, the columns from header keywords alone." })
  async fetchBomDetection(
    @Ctx() context: GraphQLContext,
    @Arg('headers', () => [String]) headers: string[],
    @Arg('rows', () => [[String]]) rows: string[][],
  ): Promise<BomDetectionType> {
    const table = validated(bomDetectionInputSchema, { headers, rows });
    try {
      return detectionView(await detectBom(context.services.parts, context.services.uploadWorkers, table.headers, table.rows));
    } catch (error) {
      console.warn(`BOM detection with the parts database failed; using header keywords: ${logSafeError(error)}`);
      return detectionView(keywordBomDetection(table.headers));
    }
  }

  @Query(() => BomDetectionType, { description: "As fetchBomDetection, but fails with BOM_DETECTION_FAILED when the parts database cannot be asked." })
  async fetchApiBomDetection(
    @Ctx() context: GraphQLContext,
    @Arg('headers', () => [String]) headers: string[],
    @Arg('rows', () => [[String]]) rows: string[][],
  ): Promise<BomDetectionType> {
    const table = validated(bomDetectionInputSchema, { headers, rows });
    try {
      return detectionView(await detectBom(context.services.parts, context.services.uploadWorkers, table.headers, table.rows));
    } catch (error) {
      console.warn(`BOM detection with the parts database failed: ${logSafeError(error)}`);
      return refuse(ErrorCode.BOM_DETECTION_FAILED, 'Could not get parts from bom detection');
    }
  }
}
