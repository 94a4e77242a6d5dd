import { Zip, ZipDeflate, zipSync } from 'fflate';
import { padsGerber } from '../board/__fixtures__/gerber-builders';
import { MAX_ARCHIVE_ENTRIES, MAX_FILES } from './upload-limits';
import { openZip } from './zip-archive';

const text = (value: string) => new TextEncoder().encode(value);
const codes = (findings: readonly { code: string }[]) => findings.map((f) => f.code);
const zeros = (megabytes: number) => new Uint8Array(megabytes * 1024 * 1024);

/** Rewrites the uncompressed size every entry declares, in its local header and in the central directory. */
function declaringSize(zip: Uint8Array, declared: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  const end = bytes.byteLength - 22;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let entry = 0; entry < count; entry += 1) {
    view.setUint32(at + 24, declared, true);
    view.setUint32(view.getUint32(at + 42, true) + 22, declared, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
}

/** A zip written as a stream: entries carry no sizes in their local headers (a data descriptor follows the data). */
function streamedZip(entries: Record<string, Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, content] of Object.entries(entries)) {
    const entry = new ZipDeflate(name, { level: 9 });
    zip.add(entry);
    entry.push(content, true);
  }
  zip.end();
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.byteLength), 0);
  return bytes;
}

describe('zip bombs', () => {
  test('given entries that declare 1,000 bytes but inflate to 12 MB each, then the archive is refused as too large', () => {
    const bomb = declaringSize(zipSync({ 'top.gtl': zeros(12), 'bottom.gbl': zeros(12) }, { level: 9 }), 1000);
    const opened = openZip({ name: 'bomb.zip', bytes: bomb });
    expect(codes(opened.problems)).toEqual(['ZIP_TOO_LARGE']);
    expect(opened.files).toEqual([]);
  });

  test('given an entry that inflates to a little more than it declares, then the archive is refused', () => {
    const liar = declaringSize(zipSync({ 'top.gtl': text(padsGerber([[1, 1]])) }), 10);
    expect(codes(openZip({ name: 'liar.zip', bytes: liar }).problems)).toEqual(['ZIP_TOO_LARGE']);
  });

  test('given a streamed archive without declared sizes that inflates past 10 MB, then it is refused', () => {
    const bomb = streamedZip({ 'a.gtl': zeros(6), 'b.gbl': zeros(6) });
    expect(codes(openZip({ name: 'stream.zip', bytes: bomb }).problems)).toEqual(['ZIP_TOO_LARGE']);
  });

  test('given a small archive that inflates to more than a hundred times its size, then it is refused', () => {
    const dense = zipSync({ 'zeros.gbr': zeros(2) }, { level: 9 });
    expect(codes(openZip({ name: 'dense.zip', bytes: dense }).problems)).toEqual(['ZIP_TOO_LARGE']);
  });

  test('given more entries than an archive may hold, even skipped ones, then it is refused', () => {
    const entries = Object.fromEntries(Array.from({ length: MAX_ARCHIVE_ENTRIES + 1 }, (_, i) => [`__MACOSX/._${i}`, text('x')]));
    expect(codes(openZip({ name: 'many.zip', bytes: zipSync(entries) }).problems)).toEqual(['ZIP_TOO_LARGE']);
  });

  test('given more files than an upload may hold, then the archive is refused', () => {
    const entries = Object.fromEntries(Array.from({ length: MAX_FILES + 1 }, (_, i) => [`layer${i}.gbr`, text('G04*')]));
    expect(codes(openZip({ name: 'layers.zip', bytes: zipSync(entries) }).problems)).toEqual(['ZIP_TOO_LARGE']);
  });

  test('given an honest archive, streamed or not, then its files come out whole', () => {
    const gerber = text(padsGerber([[1, 1], [2, 2]]));
    const drill = text('M48\nT1C0.3\n%\nT1\nX1Y1\nM30\n'.repeat(200));
    for (const bytes of [zipSync({ 'board/top.gtl': gerber, 'board/drill.drl': drill }), streamedZip({ 'board/top.gtl': gerber, 'board/drill.drl': drill })]) {
      const opened = openZip({ name: 'board.zip', bytes });
      expect(opened.problems).toEqual([]);
      expect(opened.files).toEqual([
        { name: 'board/top.gtl', bytes: gerber },
        { name: 'board/drill.drl', bytes: drill },
      ]);
    }
  });
});
