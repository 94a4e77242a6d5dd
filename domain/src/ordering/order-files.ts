/** A stored file as the order refers to it. */
export interface FileReference {
  readonly fileId: string;
  readonly filename: string;
}

/** The design files of a request, by the spec's file kinds. */
export interface OrderFiles {
  readonly preview?: FileReference;
  readonly pcb?: FileReference;
  readonly job?: FileReference;
  readonly originalJob?: FileReference;
  readonly placement?: FileReference;
  readonly originalPlacement?: FileReference;
  readonly bom?: FileReference;
  readonly originalBom?: FileReference;
  readonly additionalFiles: readonly FileReference[];
}
