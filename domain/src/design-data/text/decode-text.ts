const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** UTF-16 without a byte order mark shows ASCII text as a zero in every other byte. */
function unmarkedUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(bytes.length, 512) / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.6 && evenZeros === 0) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros === 0) return 'utf-16be';
  return null;
}

/** Decodes text as CAD tools write it: UTF-8 with or without BOM, UTF-16LE/BE with or without BOM, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Whether bytes are text at all: binary files (archives, spreadsheets, PDFs) hold zero bytes early on. */
export function isText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff) || unmarkedUtf16(bytes)) return true;
  const head = bytes.subarray(0, 4096);
  return !head.includes(0);
}
