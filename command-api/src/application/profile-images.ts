import { ErrorCode } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import { imagePath, reencodedUpload } from './images';
import type { UploadWorkers } from './upload-workers';

/** A new logo (or profile picture) and heading image of a person or company, as uploaded; either may be missing. */
export interface ProfileImageUploads {
  readonly logo?: File | null;
  readonly headingImage?: File | null;
}

/**
 * The uploaded images of a profile, decoded and encoded anew: the paths the profile change records, and the files
 * to store with that change in one transaction (a refused or failed change leaves none behind).
 */
export async function profileImages(
  workers: UploadWorkers,
  ownerId: string,
  uploads: ProfileImageUploads,
): Promise<{ paths: { logoPath?: string; headingPath?: string }; files: NewFile[] }> {
  const logo = uploads.logo ? await reencodedUpload(workers, uploads.logo, ownerId, ErrorCode.PROFILE_IMAGE_UPDATE_FAILED) : null;
  const heading = uploads.headingImage ? await reencodedUpload(workers, uploads.headingImage, ownerId, ErrorCode.HEADING_IMAGE_UPDATE_FAILED) : null;
  return {
    paths: { ...(logo && { logoPath: imagePath(logo.id) }), ...(heading && { headingPath: imagePath(heading.id) }) },
    files: [logo, heading].filter((file): file is NewFile => file !== null),
  };
}
