/**
 * What the server keeps as a profile picture, logo or heading image: it decodes and encodes every
 * image anew and reads PNG and JPEG only, under 10 MB and 16 megapixels (command-api, images.ts).
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why an image cannot be sent, as the key of its message, or null when it can. */
export function imageProblem(file: File): 'imageType' | 'imageSize' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size >= MAX_IMAGE_BYTES) return 'imageSize';
  return null;
}
