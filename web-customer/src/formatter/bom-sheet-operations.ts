import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

const BomSheetFields = graphql(`
  fragment BomSheetFields on BomSheet @_unmask {
    id
    filename
    rowCount
    preview
    owned
    claimable
    rows { index quantity designators manufacturer mpn package description electricValue }
  }
`);

/** The formatted sheet: every row for its owner, the first rows for a visitor who opened its link. */
export const BomSheetQuery = graphql(
  `
    query BomSheet($sheetId: ID!) {
      bomSheet(sheetId: $sheetId) { ...BomSheetFields }
    }
  `,
  [BomSheetFields],
);

/** Reads an uploaded parts list and formats it into a sheet. */
export const FormatBomSheetMutation = graphql(
  `
    mutation FormatBomSheet($file: Upload!) {
      formatBomSheet(file: $file) { ...BomSheetFields }
    }
  `,
  [BomSheetFields],
);

/** Makes a sheet formatted before signing in the signed-in person's own. */
export const ClaimBomSheetMutation = graphql(
  `
    mutation ClaimBomSheet($sheetId: ID!) {
      claimBomSheet(sheetId: $sheetId) { ...BomSheetFields }
    }
  `,
  [BomSheetFields],
);

export const UpdateBomSheetRowsMutation = graphql(
  `
    mutation UpdateBomSheetRows($sheetId: ID!, $rows: [BomSheetRowInput!]!) {
      updateBomSheetRows(sheetId: $sheetId, rows: $rows) { ...BomSheetFields }
    }
  `,
  [BomSheetFields],
);

/** The formatted list as a file; the caller's export settings decide the format unless one is given. */
export const ExportBomSheetQuery = graphql(`
  query ExportBomSheet($sheetId: ID!, $format: ExportFormat) {
    exportBomSheet(sheetId: $sheetId, format: $format) { data filename mediaType }
  }
`);

/** The uploaded file as it came. */
export const OriginalBomSheetQuery = graphql(`
  query OriginalBomSheet($sheetId: ID!) {
    originalBomSheet(sheetId: $sheetId) { data filename mediaType }
  }
`);

export type BomSheet = ResultOf<typeof BomSheetFields>;
export type BomSheetRow = BomSheet['rows'][number];
