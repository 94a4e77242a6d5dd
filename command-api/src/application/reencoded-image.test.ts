import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { encode as encodeJpeg } from 'jpeg-js';
import { pngImage } from '../testing/images';
import { reencodeImage } from './reencoded-image';

const text = (value: string) => new TextEncoder().encode(value);
const HTML = '<html><script>alert(document.cookie)</script></html>';
const contains = (bytes: Uint8Array, needle: string) => Buffer.from(bytes).includes(needle);

/** A PNG with a text chunk holding HTML before its end: a picture to an image reader, a page to a sniffing browser. */
function pngWithText(value: string): Uint8Array {
  const png = Buffer.from(pngImage());
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Comment\u0000${value}`)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const end = png.length - 12;
  return new Uint8Array(Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)]));
}

describe('images are decoded and encoded anew', () => {
  test('given a PNG with HTML in a text chunk, then what is kept is the same picture without the HTML', () => {
    const polyglot = pngWithText(HTML);
    expect(contains(polyglot, '<script')).toBe(true);
    const reading = reencodeImage(polyglot);
    if ('refused' in reading) throw new Error(reading.refused);
    expect(reading.mediaType).toBe('image/png');
    expect(contains(reading.bytes, '<script')).toBe(false);
    const picture = PNG.sync.read(Buffer.from(reading.bytes));
    expect([picture.width, picture.height, ...picture.data.subarray(0, 4)]).toEqual([4, 4, 0x20, 0x60, 0xc0, 0xff]);
  });

  test('given a JPEG with a comment holding HTML, then it is kept as a JPEG without it', () => {
    const jpeg = encodeJpeg({ width: 8, height: 8, data: new Uint8Array(8 * 8 * 4).fill(200), comments: [HTML] }, 90).data;
    expect(contains(jpeg, '<script')).toBe(true);
    const reading = reencodeImage(new Uint8Array(jpeg));
    if ('refused' in reading) throw new Error(reading.refused);
    expect(reading.mediaType).toBe('image/jpeg');
    expect(contains(reading.bytes, '<script')).toBe(false);
  });

  test('given a GIF/HTML polyglot, HTML, a broken PNG or one with HTML after its end, then it is refused', () => {
    expect(reencodeImage(new Uint8Array([...pngImage(), ...text(HTML)]))).toHaveProperty('refused');
    expect(reencodeImage(text(`GIF89a\u0001\u0000\u0001\u0000${HTML}`))).toHaveProperty('refused');
    expect(reencodeImage(text(HTML))).toHaveProperty('refused');
    expect(reencodeImage(pngImage().subarray(0, 40))).toHaveProperty('refused');
  });

  test('given a PNG header announcing 100,000 by 100,000 pixels, then it is refused before decoding', () => {
    const bomb = pngImage();
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(16, 100_000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(20, 100_000);
    expect(reencodeImage(bomb)).toEqual({ refused: 'The image has too many pixels.' });
  });
});
