import type { UploadedFile } from './graphql-client';

/**
 * A board outline of a few hundred kilobytes drawn as a zigzag of many short segments: small to
 * send, but many seconds of work for the outline reader (about 18 s on a quiet core, growing with the
 * square of the segments).
 */
export function zigzagOutline(segments = 30_000): UploadedFile {
  const lines = ['%FSLAX26Y26*%', '%MOMM*%', '%ADD10C,0.100000*%', 'D10*', 'X0Y0D02*'];
  for (let i = 0; i < segments; i += 1) lines.push(`X${(i % 2) * 100_000_000 + (i % 7) * 1000}Y${i * 100}D01*`);
  lines.push('M02*');
  return { name: 'board.gko', bytes: new TextEncoder().encode(lines.join('\n')), type: 'application/octet-stream' };
}
