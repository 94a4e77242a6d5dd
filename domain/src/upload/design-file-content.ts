/** Whether text is an RS-274X Gerber file, whatever its name. */
export function looksLikeGerber(text: string): boolean {
  const head = text.slice(0, 20_000);
  return /%FS[LT]?[AI]?X\d\dY\d\d\*%/.test(head) || (/%MO(MM|IN)\*%/.test(head) && /\bD0?[123]\*/.test(text)) || /%TF\.FileFunction/.test(head);
}

/** Whether text is an Excellon drill file, whatever its name. */
export function looksLikeExcellon(text: string): boolean {
  const head = text.slice(0, 20_000);
  return /^\s*M48\s*$/m.test(head) || (/^\s*(METRIC|INCH)\b/m.test(head) && /^\s*T\d+C[\d.]+/m.test(head)) || /^;\s*FORMAT=\{/m.test(head);
}
