/** The X2 attributes of a file that say what it draws. */
export interface FileAttributes {
  /** The raw `.FileFunction` value, e.g. `Copper,L2,Inr`. */
  readonly fileFunction?: string;
  readonly filePolarity?: 'positive' | 'negative';
}

/** Attributes sit in the header; reading further costs time on large copper layers. */
const HEAD_LENGTH = 100_000;

/**
 * Finds an X2 file attribute in any of the places tools write it: `%TF.Name,value*%` in Gerber,
 * `G04 #@! TF.Name,value*` in Gerber comments, `; #@! TF.Name,value` in drill files. Names are case-insensitive.
 */
function attribute(head: string, name: string): string | undefined {
  const pattern = new RegExp(`(?:%TF\\.${name},([^*%\\r\\n]*)\\*%|^G04 #@! TF\\.${name},([^*\\r\\n]*)\\*|^;\\s*#@!\\s*TF\\.${name},([^\\r\\n]*))`, 'im');
  const match = pattern.exec(head);
  const value = match && (match[1] ?? match[2] ?? match[3]);
  return value ? value.trim() : undefined;
}

/** Reads the FileFunction and FilePolarity attributes of a Gerber or drill file. */
export function readFileAttributes(text: string): FileAttributes {
  const head = text.slice(0, HEAD_LENGTH);
  const fileFunction = attribute(head, 'FileFunction');
  const polarity = attribute(head, 'FilePolarity')?.toLowerCase();
  return {
    ...(fileFunction ? { fileFunction } : {}),
    ...(polarity === 'positive' || polarity === 'negative' ? { filePolarity: polarity } : {}),
  };
}
