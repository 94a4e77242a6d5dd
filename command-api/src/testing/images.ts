import { PNG } from 'pngjs';

/** A small real PNG image (a coloured square) as the server's own encoder writes it. */
export function pngImage(size = 4): Uint8Array {
  const image = new PNG({ width: size, height: size });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([0x20, 0x60, 0xc0, 0xff], at);
  return new Uint8Array(PNG.sync.write(image));
}
