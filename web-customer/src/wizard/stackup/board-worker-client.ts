import type { BoardAnswer, BoardRequest } from './board-preview.worker';
import type { BoardReading } from './read-board';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (reading: BoardReading) => void; reject: (error: Error) => void }>();

function boardWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./board-preview.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<BoardAnswer>) => {
    const pending = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    if (!pending) return;
    if ('reading' in event.data) pending.resolve(event.data.reading);
    else pending.reject(new Error(event.data.failure));
  };
  worker.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'The board could not be read.'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Reads the board in the preview worker. */
export function readBoardInWorker(request: Omit<BoardRequest, 'id'>): Promise<BoardReading> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    boardWorker().postMessage({ ...request, id } satisfies BoardRequest);
  });
}
