/* eslint-disable no-control-regex -- removing control characters is what these patterns are for */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BIDI_OVERRIDE_OR_ISOLATE = /[\u202A-\u202E\u2066-\u2069]/g;
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
const CONTROL_BUT_NEWLINE_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** At most `max` UTF-16 units, never cutting a character in two. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = text.slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept).trimEnd();
}

/** A cell of a parts list as a one-line sheet text: control and direction override characters become spaces, runs of space one, at most `max` long. */
export function sheetLine(cell: string, max: number): string {
  return cut(cell.replace(LONE_SURROGATE, '').replace(BIDI_OVERRIDE_OR_ISOLATE, '').replace(ANY_CONTROL, ' ').replace(/\s+/g, ' ').trim(), max);
}

/** A cell as a sheet's long text: lines kept (as newlines), other control characters dropped, at most `max` long. */
export function sheetLongText(cell: string, max: number): string {
  return cut(cell.replace(LONE_SURROGATE, '').replace(/\r\n?/g, '\n').replace(CONTROL_BUT_NEWLINE_TAB, '').trim(), max);
}
