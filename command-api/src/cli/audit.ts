import { readFileSync } from 'node:fs';
import type { JsonWebKey } from 'node:crypto';
import { verifyHistoryExport } from '@pcbm/platform';

const USAGE = 'usage: npm run --silent audit -- verify <export.jsonl> [--public-key <key.json>]';

/** `audit verify <file>`: exit 0 for an intact export, 1 naming the first bad line, 2 for a usage error. */
function main(args: string[]): number {
  const [command, file, ...options] = args;
  if (command !== 'verify' || !file) {
    console.error(USAGE);
    return 2;
  }
  let trustedKey: JsonWebKey | undefined;
  let text: string;
  try {
    const keyIndex = options.indexOf('--public-key');
    if (keyIndex >= 0) {
      const parsed = JSON.parse(readFileSync(options[keyIndex + 1], 'utf8')) as { publicKey?: JsonWebKey } & JsonWebKey;
      trustedKey = parsed.publicKey ?? parsed;
    }
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${(error as NodeJS.ErrnoException).path ?? file}: ${(error as Error).message}`);
    return 2;
  }
  const result = verifyHistoryExport(text, trustedKey);
  if (!result.ok) {
    console.error(`${file}: line ${result.line}: ${result.problem}`);
    return 1;
  }
  console.log(`${file}: intact: ${result.events} events of super order ${result.superOrderId}, signed with key ${result.keyId}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
