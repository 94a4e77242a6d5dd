import { checkOrderDesignData, countBoardFiles, type DesignDataCheck, type OrderDesignData, type UploadedFile } from '@pcbm/domain';
import { isReadablePdf } from './pdf-reading';
import { reencodeImage, type ImageReading } from './reencoded-image';

/*
 * What runs in the upload worker threads: unpacking archives, reading Gerber, drill, job and
 * placement files, and decoding images are CPU work that must never hold up the event loop.
 */

/** The server's check of an order's design data. */
export function checkDesignData(data: OrderDesignData): DesignDataCheck {
  return checkOrderDesignData(data);
}

/** How many board files an upload of the PCB files holds. */
export function boardFileCount(pcb: UploadedFile): number {
  return countBoardFiles(pcb);
}

/** Whether an uploaded document parses as a PDF. */
export function readablePdf(bytes: Uint8Array): Promise<boolean> {
  return isReadablePdf(bytes);
}

/** An uploaded image decoded and encoded anew. */
export function reencodedImage(bytes: Uint8Array): ImageReading {
  return reencodeImage(bytes);
}
