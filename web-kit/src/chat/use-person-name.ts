import { useQuery } from 'urql';
import { useSite } from '../site/site-context';
import { PersonNameQuery } from './chat-queries';

/**
 * A person's full name for the chat: "You" for the signed-in person is left to the caller; null
 * while loading, for an unknown id or when the name cannot be read.
 */
export function usePersonName(userId: string | null | undefined): string | null {
  const site = useSite();
  const own = site.me?.user;
  const isOwn = Boolean(userId && own && own.id === userId);
  const [{ data }] = useQuery({ query: PersonNameQuery, variables: { id: userId ?? '' }, pause: !userId || isOwn });
  if (isOwn && own) return fullName(own.firstName, own.lastName);
  const user = data?.user;
  if (!user || !('firstName' in user)) return null;
  return fullName(user.firstName, user.lastName);
}

const fullName = (first: string | null | undefined, last: string | null | undefined): string | null => [first, last].filter(Boolean).join(' ').trim() || null;
