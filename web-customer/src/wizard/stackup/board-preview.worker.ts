/// <reference lib="webworker" />
import type { BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { readBoard, type BoardInputFile, type BoardReading } from './read-board';

export interface BoardRequest {
  readonly id: number;
  readonly files: readonly BoardInputFile[];
  readonly preview: boolean;
  readonly color: BoardColor;
}

export type BoardAnswer = { readonly id: number; readonly reading: BoardReading } | { readonly id: number; readonly failure: string };

/** Reads and draws the board off the page's thread, so the page never freezes. */
self.onmessage = (event: MessageEvent<BoardRequest>) => {
  const { id, files, preview, color } = event.data;
  try {
    const answer: BoardAnswer = { id, reading: readBoard(files, { preview, color }) };
    self.postMessage(answer);
  } catch (error) {
    const answer: BoardAnswer = { id, failure: error instanceof Error ? error.message : String(error) };
    self.postMessage(answer);
  }
};
