/** Windows-1252 differs from Latin-1 only in 0x80-0x9F; these are its characters there. */
const WINDOWS_1252_0X80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  const chars = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    chars[i] = byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_0X80[byte - 0x80] : String.fromCharCode(byte);
  }
  return chars.join('');
}

/** Byte-swapped so that UTF-16BE can go through the UTF-16LE decoder every runtime has. */
function decodeUtf16be(bytes: Uint8Array): string {
  const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1];
    swapped[i + 1] = bytes[i];
  }
  return new TextDecoder('utf-16le').decode(swapped);
}

/** UTF-16 without a byte order mark shows as a zero byte in every other position of ASCII text. */
function utf16WithoutBom(bytes: Uint8Array): 'le' | 'be' | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 512);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.6 && evenZeros === 0) return 'le';
  if (evenZeros > pairs * 0.6 && oddZeros === 0) return 'be';
  return null;
}

/** Decodes text as CAD tools write it: UTF-8 with or without BOM, UTF-16LE/BE, otherwise Windows-1252. */
export function decodeTableText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16be(bytes.subarray(2));
  const utf16 = utf16WithoutBom(bytes);
  if (utf16 === 'le') return new TextDecoder('utf-16le').decode(bytes);
  if (utf16 === 'be') return decodeUtf16be(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
