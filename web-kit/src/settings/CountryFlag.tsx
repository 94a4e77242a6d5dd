import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { hasFlag } from 'country-flag-icons';
import { useEffect, useState } from 'react';

/** Each flag's SVG document by its two-letter code. */
type FlagDocuments = Readonly<Record<string, unknown>>;

let flags: FlagDocuments | undefined;
let loading: Promise<FlagDocuments> | undefined;
const urls = new Map<string, string | null>();

/**
 * Loads the flags (about 48 KB gzip, in a chunk of their own) once, so that only pages with a country field fetch
 * them. Drawn from SVG rather than as regional indicator emoji, which Windows and Linux without an emoji font show
 * as two empty boxes.
 */
export function loadFlags(): Promise<FlagDocuments> {
  loading ??= import('country-flag-icons/string/3x2').then(
    (documents: FlagDocuments) => (flags = documents),
    (error: unknown) => {
      // A chunk that could not be fetched (offline, a new release) is tried again with the next flag shown.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the flags ahead of the first one shown, e.g. when a country list may soon be opened. */
export function preloadFlags(): void {
  loadFlags().catch(() => undefined);
}

/** The flag of a loaded set as an image URL, or null when the code has none. */
function urlOf(documents: FlagDocuments, code: string): string | null {
  const known = urls.get(code);
  if (known !== undefined) return known;
  const svg = /^[A-Z]{2}$/.test(code) ? documents[code] : undefined;
  const url = typeof svg === 'string' ? `data:image/svg+xml,${encodeURIComponent(svg)}` : null;
  urls.set(code, url);
  return url;
}

/** The flags once loaded; starts loading them when first asked. */
function useFlags(): FlagDocuments | undefined {
  const [documents, setDocuments] = useState(flags);
  useEffect(() => {
    if (documents) return;
    let current = true;
    loadFlags().then(
      (loaded) => current && setDocuments(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [documents]);
  return documents;
}

export interface CountryFlagProps {
  /** A two-letter country code (ISO 3166-1 alpha-2), in either case. */
  readonly code: string;
  readonly sx?: SxProps<Theme>;
}

const size = { display: 'inline-block', width: '1.33em', height: '1em', flex: 'none', verticalAlign: '-0.125em' } as const;

const listOf = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);

/**
 * A country's flag, sized to the text beside it. It only decorates the country's name, so assistive technology skips
 * it; a code without a flag shows nothing.
 */
export function CountryFlag({ code, sx }: CountryFlagProps) {
  const upper = code.toUpperCase();
  const documents = useFlags();
  if (!hasFlag(upper)) return null;
  const url = documents ? urlOf(documents, upper) : undefined;
  // Until the flags have arrived the flag's place is kept, so the name beside it does not move.
  if (url === undefined) return <Box component="span" aria-hidden data-flag={upper} sx={[size, ...listOf(sx)]} />;
  if (url === null) return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      aria-hidden
      draggable={false}
      data-flag={upper}
      sx={[
        size,
        {
          // The flags are 3:2; a little of each side is cut so that every flag takes the same 4:3 place.
          objectFit: 'cover',
          // A hairline that does not take space, so that white and pale flags stand out from the page.
          outline: '1px solid',
          outlineColor: 'divider',
          borderRadius: '2px',
        },
        ...listOf(sx),
      ]}
    />
  );
}
