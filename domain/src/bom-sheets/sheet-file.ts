import { extensionOf } from '../upload/file-use';
import { MAX_SHEET_FILE_BYTES, SHEET_EXTENSIONS } from './bom-sheet-limits';

/** Why a file is not taken for formatting before it is read: its name or its size. */
export function sheetFileProblem(name: string, bytes: number): string | null {
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(name))) return 'Only .xlsx, .xls and .csv files can be formatted.';
  if (bytes > MAX_SHEET_FILE_BYTES) return 'The file is larger than 10 MB.';
  return null;
}

const TEXT_SAMPLE_BYTES = 64 * 1024;
const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);

/** A workbook: a zip (xlsx) or an OLE compound file (xls). */
const isWorkbook = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** Text as a CSV is: UTF-16 with its byte-order mark, or bytes without control characters besides tab and line breaks. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) {
    const little = bytes[0] === 0xff;
    const sample = bytes.subarray(2, 2 + TEXT_SAMPLE_BYTES);
    for (let at = 0; at + 1 < sample.length; at += 2) {
      const unit = little ? sample[at] | (sample[at + 1] << 8) : (sample[at] << 8) | sample[at + 1];
      if (unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return false;
    }
    return true;
  }
  for (const byte of bytes.subarray(0, TEXT_SAMPLE_BYTES)) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/** Whether the content is a spreadsheet or a CSV text, whatever the file is called: an image or archive renamed .csv is not. */
export const looksLikeSheet = (bytes: Uint8Array): boolean => isWorkbook(bytes) || isText(bytes);
