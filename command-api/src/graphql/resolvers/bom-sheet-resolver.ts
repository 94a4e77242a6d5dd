import { randomUUID } from 'node:crypto';
import { bomSheetDecider, bomSheetRowsSchema, formattedSheetName, SHEET_LABELS, sheetNotFound, sheetTable } from '@pcbm/domain';
import { READ_MODELS } from '@pcbm/projections';
import { findBomSheet } from '@pcbm/projections/queries';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ownedSheet, sheetView, visibleSheet } from '../../application/bom-sheet-access';
import { expireUnclaimedSheets } from '../../application/bom-sheet-expiry';
import { readSheetUpload, withCatalogueDetails } from '../../application/bom-sheet-formatting';
import { logSafeError } from '@pcbm/platform';
import { decision } from '../../application/command-handler';
import { tableFile } from '../../application/order-exports';
import { requireActor, type GraphQLContext } from '../context';
import { BomSheetRowInput, BomSheetType } from '../types/bom-sheet-types';
import { UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';
import { ExportFormatEnum } from './export-settings-resolver';
import { asDownload, ExportFileType, settingsOf } from './exports-resolver';

const origin = (context: GraphQLContext, command: string) => ({ correlationId: context.requestId, command, actor: context.actor });

/** The sheet as the read model has it once the command's events are in, as the caller sees it. */
async function writtenSheet(context: GraphQLContext, sheetId: string): Promise<BomSheetType> {
  const sheet = await findBomSheet(context.services.db, sheetId);
  return sheetView(context.actor, sheet ?? sheetNotFound());
}

/** The BOM formatter: a parts list in, a clean sheet out, to edit and download once signed in. */
@Resolver()
export class BomSheetResolver {
  @Mutation(() => BomSheetType, {
    description:
      'Formats a parts list (.xlsx, .xls or .csv up to 10 MB, at most 300 components). Anyone may; a signed-in caller owns the sheet at once, others see the first 3 rows. A sheet nobody claims within 7 days is removed with its original.',
  })
  async formatBomSheet(@Ctx() context: GraphQLContext, @Arg('file', () => UploadScalar) file: File): Promise<BomSheetType> {
    const sheetId = randomUUID();
    const upload = await readSheetUpload(context.services.uploadWorkers, file, sheetId);
    const rows = await withCatalogueDetails(context.services.parts, upload.rows);
    const original = { fileId: upload.original.id, filename: upload.original.filename };
    const format = { type: 'FormatSheet', sheetId, ownerId: context.actor?.userId ?? null, original, rows } as const;
    await context.services.commands.execute(decision(bomSheetDecider, sheetId, format, {}), {
      origin: origin(context, 'FormatBomSheet'),
      files: [upload.original],
      readModels: [READ_MODELS.bomSheets],
    });
    // Sheets left unclaimed by others go now, after this one is safely stored; the answer does not wait for it.
    void expireUnclaimedSheets(context.services).catch((error: unknown) => console.warn(`Expiring unclaimed sheets failed: ${logSafeError(error)}`));
    return writtenSheet(context, sheetId);
  }

  @Mutation(() => BomSheetType, { description: 'Makes a sheet formatted without signing in the caller\'s; claiming one\'s own sheet again changes nothing.' })
  async claimBomSheet(@Ctx() context: GraphQLContext, @Arg('sheetId', () => ID) sheetId: string): Promise<BomSheetType> {
    const actor = requireActor(context);
    visibleSheet(actor, await findBomSheet(context.services.db, sheetId));
    await context.services.commands.execute(decision(bomSheetDecider, sheetId, { type: 'ClaimSheet', ownerId: actor.userId }, {}), {
      origin: origin(context, 'ClaimBomSheet'),
      readModels: [READ_MODELS.bomSheets],
    });
    return writtenSheet(context, sheetId);
  }

  @Mutation(() => BomSheetType, { description: "Replaces a sheet's rows; only its owner may." })
  async updateBomSheetRows(
    @Ctx() context: GraphQLContext,
    @Arg('sheetId', () => ID) sheetId: string,
    @Arg('rows', () => [BomSheetRowInput]) input: BomSheetRowInput[],
  ): Promise<BomSheetType> {
    const actor = requireActor(context);
    ownedSheet(actor, await findBomSheet(context.services.db, sheetId));
    const rows = validated(bomSheetRowsSchema, input);
    await context.services.commands.execute(decision(bomSheetDecider, sheetId, { type: 'EditSheetRows', editorId: actor.userId, rows }, {}), {
      origin: origin(context, 'UpdateBomSheetRows'),
      readModels: [READ_MODELS.bomSheets],
    });
    return writtenSheet(context, sheetId);
  }

  @Query(() => BomSheetType, { description: 'A sheet: anyone with its id while nobody owns it, then its owner and admins.' })
  async bomSheet(@Ctx() context: GraphQLContext, @Arg('sheetId', () => ID) sheetId: string): Promise<BomSheetType> {
    return sheetView(context.actor, visibleSheet(context.actor, await findBomSheet(context.services.db, sheetId)));
  }

  @Query(() => ExportFileType, { description: "A sheet as CSV or Excel, by the owner's export settings unless format is given." })
  async exportBomSheet(
    @Ctx() context: GraphQLContext,
    @Arg('sheetId', () => ID) sheetId: string,
    @Arg('format', () => ExportFormatEnum, { nullable: true }) format: string | null,
  ): Promise<ExportFileType> {
    const sheet = ownedSheet(requireActor(context), await findBomSheet(context.services.db, sheetId));
    const { settings, locale } = await settingsOf(context, format, null);
    const name = (extension: 'csv' | 'xlsx') => formattedSheetName(sheet.original.filename, extension);
    return asDownload(await tableFile(context.services.uploadWorkers, name, SHEET_LABELS[locale].components, sheetTable(sheet.rows, locale), settings));
  }

  @Query(() => ExportFileType, { description: 'The file a sheet was formatted from, as it was uploaded; for its owner.' })
  async originalBomSheet(@Ctx() context: GraphQLContext, @Arg('sheetId', () => ID) sheetId: string): Promise<ExportFileType> {
    const sheet = ownedSheet(requireActor(context), await findBomSheet(context.services.db, sheetId));
    const stored = (await context.services.files.get(sheet.original.fileId)) ?? sheetNotFound();
    const bytes = await context.services.files.read(stored.id);
    return asDownload({ filename: sheet.original.filename, mediaType: stored.mediaType, bytes });
  }
}
