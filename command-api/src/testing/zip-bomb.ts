import { createDeflateRaw } from 'node:zlib';

const MEBIBYTE = 1024 * 1024;

/**
 * A zip bomb as an attacker builds it: every entry declares `declaredBytes` but inflates to
 * `inflatedMebibytes` of zeros. All entries share one deflate stream, compressed once.
 */
export async function zipBomb(options: { entries: number; inflatedMebibytes: number; declaredBytes: number }): Promise<Uint8Array> {
  const data = await deflatedZeros(options.inflatedMebibytes);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let index = 0; index < options.entries; index += 1) {
    const name = Buffer.from(`layer${index}.gbr`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(options.declaredBytes, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(options.declaredBytes, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.entries, 8);
  end.writeUInt16LE(options.entries, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

async function deflatedZeros(mebibytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(MEBIBYTE);
  for (let written = 0; written < mebibytes; written += 1) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}
