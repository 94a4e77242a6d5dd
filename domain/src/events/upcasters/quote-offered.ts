import type { Upcaster } from './upcaster';

/** QuoteOffered v1 had the quote file's id and name at the top level; v2 groups them as `file`. */
export const quoteOfferedV1ToV2: Upcaster = ({ fileId, filename, ...rest }) => ({ ...rest, file: { fileId, filename } });
