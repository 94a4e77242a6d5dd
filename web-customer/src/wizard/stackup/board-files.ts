import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { StepProps } from '../step-props';
import type { BoardInputFile } from './read-board';

/** The draft's board and job files with their bytes, as the board reader takes them. */
export async function boardFilesOf(draft: OrderDraft, readFile: StepProps['readFile']): Promise<BoardInputFile[]> {
  const files = draft.files.filter((file) => file.use === 'pcbFile' || file.use === 'jobFile');
  const read = await Promise.all(files.map(async (file) => ({ file, bytes: await readFile(file.name) })));
  return read
    .filter((entry): entry is { file: (typeof files)[number]; bytes: Uint8Array } => Boolean(entry.bytes))
    .map(({ file, bytes }) => ({ name: file.name, bytes, use: file.use as 'pcbFile' | 'jobFile', layer: file.layer }));
}
