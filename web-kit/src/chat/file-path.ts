/** Where the server serves a stored file (GET /files/<id>/<name>; only with the bearer token). */
export const storedFilePath = (fileId: string, filename: string): string => `/files/${encodeURIComponent(fileId)}/${encodeURIComponent(filename.toLowerCase())}`;

/** The name a quote is saved under; the quote message carries only the file's id. */
export const QUOTE_FILE_NAME = 'quote.pdf';
