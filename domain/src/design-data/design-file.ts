/** A file as the browser or the command line hands it over: its name (may include folders) and its bytes. */
export interface DesignFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Set when a folder itself was dropped; folders are refused, a zipped folder is not. */
  readonly isDirectory?: boolean;
}
