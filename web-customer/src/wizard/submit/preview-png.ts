/** The preview picture of a request: the board's top as PNG, 500 pixels wide, proportional height. */
export const PREVIEW_WIDTH = 500;

export async function previewPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Image failed to load'));
      image.src = url;
    });
    const ratio = image.naturalWidth > 0 ? image.naturalHeight / image.naturalWidth : 1;
    const canvas = document.createElement('canvas');
    canvas.width = PREVIEW_WIDTH;
    canvas.height = Math.max(1, Math.round(PREVIEW_WIDTH * ratio));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Unable to get canvas context');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas to Blob conversion failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
