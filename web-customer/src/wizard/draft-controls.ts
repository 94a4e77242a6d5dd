import type { DraftFile, OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { UploadFinding } from '@pcbm/domain/upload/upload-problem';

export interface NewDraftFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly use: DraftFile['use'];
  readonly layer?: DraftFile['layer'];
}

/** What the wizard can do with the stored draft; every change is saved at once. */
export interface OrderDraftControls {
  /** Null while the stored draft loads. */
  readonly draft: OrderDraft | null;
  readonly update: (change: (draft: OrderDraft) => OrderDraft) => void;
  /** Adds files (a same-named one is replaced) and answers the replace notices. */
  readonly addFiles: (files: readonly NewDraftFile[]) => Promise<readonly UploadFinding[]>;
  readonly removeFile: (name: string) => Promise<void>;
  /** Chooses a file's use by hand; answers why not when the file cannot be used so. */
  readonly setFileUse: (name: string, use: DraftFile['use']) => Promise<UploadFinding | null>;
  readonly setFileLayer: (name: string, layer: NonNullable<DraftFile['layer']>) => Promise<void>;
  readonly readFile: (name: string) => Promise<Uint8Array | undefined>;
  /** Writes the draft now (it is also written after every change). */
  readonly save: () => Promise<void>;
  /** Starts over: step 1, no files, tables or details. */
  readonly clear: () => Promise<void>;
}
