import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { BomColumns, DesignDataCheck, ExportSheet, OrderDesignData, Placement, SheetReading, UploadedFile } from '@pcbm/domain';
import { GraphQLError } from 'graphql';
import { Piscina } from 'piscina';
import type { ImageReading } from './reencoded-image';
import type { BomReading } from './bom-detection';
import type { ExportWork } from './order-exports';
import type { boardFileCount, bomPartQueries, bomSheetReading, checkDesignData, placementsOf, readablePdf, reencodedImage, workbook, zippedFiles } from './upload-worker';

export interface UploadWorkerLimits {
  /** Worker threads reading uploads side by side. */
  readonly threads: number;
  /** Checks that may wait for a thread; past that the upload is answered THROTTLED_CPU. */
  readonly queue: number;
  /** How long one check may take, waiting included, before it is answered DEADLINE_EXCEEDED. */
  readonly deadlineMs: number;
}

/** Seconds a client is asked to wait when every thread and queue place is taken. */
export const RETRY_AFTER_SECONDS = 5;

/** What a refused job's answer asks of the person: an upload read, or an export made. */
const ADVICE = { read: 'please check the file', made: 'please try fewer at once' } as const;

/** Most memory a worker may use: a reader that needs more is stopped rather than the server. */
const WORKER_HEAP_MEGABYTES = 512;

/** Leaves a core to the event loop on small machines. */
export const defaultThreads = () => (availableParallelism() > 2 ? 2 : 1);

/**
 * The worker's compiled module: beside this one once built. Jest compiles TypeScript in its own
 * module system only, which a worker thread does not share, so under Jest the worker runs the
 * build that the test setup makes of the same source.
 */
function workerModule(): string {
  const name = 'upload-worker.js';
  return __filename.endsWith('.ts') ? join(__dirname, '..', '..', 'dist', 'application', name) : join(__dirname, name);
}

/**
 * Reads uploads (design data, PDF documents, images) and packs order dumps in a small pool of worker threads, each job with a deadline
 * after which its thread is terminated, so that a zip bomb, a pathological Gerber file or an image
 * bomb costs one thread for a bounded time while the server keeps answering everyone else.
 */
export class UploadWorkers implements ExportWork, BomReading {
  private readonly pool: Piscina;
  private running = 0;

  constructor(private readonly limits: UploadWorkerLimits) {
    this.pool = new Piscina({
      filename: workerModule(),
      minThreads: 1,
      maxThreads: limits.threads,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MEGABYTES },
    });
  }

  /** The server's check of an order's design data, read off the event loop. */
  check(data: OrderDesignData): Promise<DesignDataCheck> {
    return this.run<typeof checkDesignData>('checkDesignData', data, 'The design data');
  }

  /** How many board files (Gerber layers and drills) an upload of the PCB files holds. */
  countBoardFiles(pcb: UploadedFile): Promise<number> {
    return this.run<typeof boardFileCount>('boardFileCount', pcb, 'The design data');
  }

  /** Whether an uploaded document parses as a PDF. */
  isReadablePdf(bytes: Uint8Array): Promise<boolean> {
    return this.run<typeof readablePdf>('readablePdf', bytes, 'The document');
  }

  /** An uploaded image decoded and encoded anew, or why it was refused. */
  reencodeImage(bytes: Uint8Array): Promise<ImageReading> {
    return this.run<typeof reencodedImage>('reencodedImage', bytes, 'The image');
  }

  /** The part numbers a parts list asks for, for the detection of its columns. */
  partQueries(list: { headers: readonly string[]; rows: readonly (readonly string[])[]; columns: BomColumns }): Promise<{ mpn: string; manufacturer: string }[]> {
    return this.run<typeof bomPartQueries>('bomPartQueries', list, 'The parts list');
  }

  /** A file sent to the BOM formatter read into sheet rows, or why it cannot be formatted. */
  readBomSheet(file: UploadedFile): Promise<SheetReading> {
    return this.run<typeof bomSheetReading>('bomSheetReading', file, 'The parts list');
  }

  /** A workbook of these sheets (an export in Excel's format). */
  workbook(sheets: readonly ExportSheet[]): Promise<Uint8Array> {
    return this.run<typeof workbook>('workbook', sheets, 'The export', 'made');
  }

  /** The placements a stored placement list holds. */
  placements(file: UploadedFile): Promise<readonly Placement[]> {
    return this.run<typeof placementsOf>('placementsOf', file, 'The placement list');
  }

  /** Files packed into one zip (an order dump). */
  zip(entries: Record<string, Uint8Array>): Promise<Uint8Array> {
    return this.run<typeof zippedFiles>('zippedFiles', entries, 'The export', 'made');
  }

  /** Checks being read or waiting for a thread. */
  get inFlight(): number {
    return this.running;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async run<F extends (input: never) => unknown>(name: string, input: Parameters<F>[0], what: string, done: 'read' | 'made' = 'read'): Promise<Awaited<ReturnType<F>>> {
    if (this.running >= this.limits.threads + this.limits.queue) throw throttled();
    const deadline = AbortSignal.timeout(this.limits.deadlineMs);
    this.running += 1;
    try {
      return (await this.pool.run(input, { name, signal: deadline })) as Awaited<ReturnType<F>>;
    } catch (error) {
      if (deadline.aborted) {
        throw new GraphQLError(`${what} could not be ${done} within ${Math.ceil(this.limits.deadlineMs / 1000)} s and was refused; ${ADVICE[done]}.`, { extensions: { code: 'DEADLINE_EXCEEDED' } });
      }
      if (isOutOfMemory(error)) {
        throw new GraphQLError(`${what} needs too much memory to ${done === 'read' ? 'read' : 'be made'} and was refused; ${ADVICE[done]}.`, { extensions: { code: 'INVALID_INPUT' } });
      }
      throw error;
    } finally {
      this.running -= 1;
    }
  }
}

const throttled = () =>
  new GraphQLError('The server is busy reading other uploads and packing exports; please try again shortly.', { extensions: { code: 'THROTTLED_CPU', retryAfter: RETRY_AFTER_SECONDS } });

const isOutOfMemory = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
