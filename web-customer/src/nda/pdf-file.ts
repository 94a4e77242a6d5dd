import { useEffect, useMemo, useState } from 'react';

/** A PDF ready for the page: an object URL for an <iframe> and the Blob behind it for a download. */
export interface ShownPdf {
  readonly url: string;
  readonly blob: Blob;
}

/** The bytes of a file the API answers inline (base64 `data`), as a Blob of its media type. */
export function blobOfInlineFile(file: { readonly data: string; readonly mediaType: string }): Blob {
  const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: file.mediaType || 'application/pdf' });
}

/** An inline file as an object URL, revoked when the file changes or the component goes away. */
export function useInlinePdf(file: { readonly data: string; readonly mediaType: string } | null | undefined): ShownPdf | null {
  const data = file?.data;
  const mediaType = file?.mediaType;
  const blob = useMemo(() => (data === undefined ? null : blobOfInlineFile({ data, mediaType: mediaType ?? '' })), [data, mediaType]);
  const [shown, setShown] = useState<ShownPdf | null>(null);
  useEffect(() => {
    if (!blob) {
      setShown(null);
      return;
    }
    const url = URL.createObjectURL(blob);
    setShown({ url, blob });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return shown;
}

/** The name a stored file is downloaded under: the last part of its path, else `fallback`. */
export function filenameOfPath(path: string, fallback: string): string {
  const last = path.split('/').pop();
  if (!last) return fallback;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
