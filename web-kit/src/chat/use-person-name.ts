import { useQuery } from 'urql';
import { fullNameOf } from '../people/person-name';
import { useSite } from '../site/site-context';
import { PersonNameQuery } from './chat-queries';

/**
 * A person's full name for the chat: "You" for the signed-in person is left to the caller; null
 * while loading, for an unknown id, when the name cannot be read or when it was erased.
 */
export function usePersonName(userId: string | null | undefined): string | null {
  const site = useSite();
  const own = site.me?.user;
  const isOwn = Boolean(userId && own && own.id === userId);
  const [{ data }] = useQuery({ query: PersonNameQuery, variables: { id: userId ?? '' }, pause: !userId || isOwn });
  if (isOwn && own) return fullNameOf(own.firstName, own.lastName);
  const user = data?.user;
  if (!user || !('firstName' in user)) return null;
  return fullNameOf(user.firstName, user.lastName);
}
