import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchingNote } from './manufacturer-queries';

/** Lists of up to this many parts are named in full; longer ones name the first few and count the rest. */
const NAMED_IN_FULL = 12;
const NAMED_FIRST = 10;

/**
 * A note of the capability search in words, with the parts it names. A long list (a parts database may know
 * nothing of a hundred parts) shows a count, the first designators and how many more; the whole list, with
 * the MPNs, opens on request.
 */
export function NoteText({ note }: { readonly note: MatchingNote }) {
  const { t } = useTranslation('manufacturers');
  const [open, setOpen] = useState(false);
  const textId = useId();
  const text = t(`notes.${note.code}`, { defaultValue: note.message });
  const parts = note.parts.map((part) => (part.mpn ? `${part.designators.join(', ')} (${part.mpn})` : part.designators.join(', '))).filter(Boolean);
  if (parts.length === 0) return <>{text}</>;
  const designators = note.parts.flatMap((part) => part.designators);
  const named = designators.length > 0 ? designators : parts;
  if (named.length <= NAMED_IN_FULL) return <>{t('notes.withParts', { note: text, parts: parts.join('; ') })}</>;

  const total = t('notes.partCount', { count: named.length });
  const shown = open ? parts.join('; ') : t('notes.andMore', { parts: named.slice(0, NAMED_FIRST).join(', '), count: named.length - NAMED_FIRST });
  return (
    <>
      <span id={textId}>{t('notes.withManyParts', { note: text, total, parts: shown })}</span>{' '}
      <Link component="button" type="button" variant="inherit" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)} sx={{ verticalAlign: 'baseline' }}>
        {open ? t('notes.showFewer') : t('notes.showAll', { total: named.length })}
      </Link>
    </>
  );
}
