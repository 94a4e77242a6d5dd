/** Something the upload check found: a problem stops the step, a warning and a notice only inform. */
export interface UploadFinding {
  readonly code: string;
  readonly message: string;
  readonly file?: string;
  /**
   * What the finding is about besides its file: a designator, the designators of one parts-list row, or of a board the
   * copper layer (`L2`), the side (`top`, `bottom`) or the other file drawing the same layer.
   */
  readonly subject?: string;
  /** For a finding standing for others of its code left unnamed: how many. */
  readonly more?: number;
}

/** A file as the browser or the command line hands it over. */
export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Set for a folder dropped as such; folders are refused (zip them instead). */
  readonly isDirectory?: boolean;
}
