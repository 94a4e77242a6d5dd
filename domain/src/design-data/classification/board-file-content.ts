/** Gerber and drill files announce themselves in their first lines; no need to read further. */
const HEAD_LENGTH = 65_536;

/** Whether text is an RS-274X Gerber file, whatever its name: format, unit or X2 attributes, or comments with apertures. */
export function isGerber(text: string): boolean {
  const head = text.slice(0, HEAD_LENGTH);
  if (/%FS[LTD]?[AI]?X\d+Y\d+\*%/.test(head) || /%MO(MM|IN)\*%/.test(head) || /%TF\.\w+/.test(head)) return true;
  return /^G04[^\n]*\*\s*$/m.test(head) && /%ADD\d+/.test(head);
}

/** Whether text is an Excellon drill file, whatever its name: its header start, format comment, or units with tools. */
export function isExcellon(text: string): boolean {
  const head = text.slice(0, HEAD_LENGTH);
  if (/^\s*M48\s*$/m.test(head) || /^;\s*(FILE_)?FORMAT\s*[=:]/im.test(head)) return true;
  return /^\s*(METRIC|INCH)\b/m.test(head) && /^\s*T\d+\s*(F\d+\s*S\d+\s*)?C\s*\d*\.?\d+/m.test(head);
}

/** Whether text is a board file: Gerber or Excellon drill. */
export const isBoardFile = (text: string) => isGerber(text) || isExcellon(text);

/** Whether text is a Gerber job file (JSON with the job's sections), for job files not named .gbrjob. */
export const isGerberJobText = (text: string) => /^\s*\{/.test(text) && /"(FilesAttributes|GeneralSpecs|MaterialStackup)"/i.test(text.slice(0, HEAD_LENGTH));
