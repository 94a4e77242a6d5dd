/** Something found while reading design data: a problem stops the wizard's step, a warning only informs. */
export interface Finding {
  /** Stable camelCase code, for the interface and for tests. */
  readonly code: string;
  /** English text for a person. */
  readonly message: string;
  /** The file it is about, when it is about one. */
  readonly file?: string;
  /** Answers the interface offers, when the finding asks for a decision. */
  readonly choices?: readonly string[];
}

/** What a reading step found: the problems that block and the warnings that only inform. */
export interface Findings {
  readonly problems: readonly Finding[];
  readonly warnings: readonly Finding[];
}
