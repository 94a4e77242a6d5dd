import { useTranslation } from 'react-i18next';
import type { MatchingNote } from './manufacturer-queries';

/** A note of the capability search in words, with the parts it names. */
export function NoteText({ note }: { readonly note: MatchingNote }) {
  const { t } = useTranslation('manufacturers');
  const parts = note.parts.map((part) => (part.mpn ? `${part.designators.join(', ')} (${part.mpn})` : part.designators.join(', '))).filter(Boolean);
  return <>{parts.length > 0 ? t('notes.withParts', { note: t(`notes.${note.code}`, { defaultValue: note.message }), parts: parts.join('; ') }) : t(`notes.${note.code}`, { defaultValue: note.message })}</>;
}
