/** Kinds of stored files, as the spec names them in storage and export. */
export const FILE_KINDS = [
  'original_bom',
  'bom',
  'bom_as_array',
  'original_placement',
  'placement',
  'placement_as_array',
  'original_gerberjob',
  'gerberjob',
  'additional',
  'pcb',
  'preview',
  'quote',
  'nda',
  'pricing_formula',
  'none',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];
