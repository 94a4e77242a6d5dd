import type { ReactNode } from 'react';
import { Link, useCreatePath, useResourceDefinitions } from 'react-admin';

/** Its text as a link to a record's page in the console when that resource has one; the text alone otherwise. */
export function ResourceLink({ resource, id, children }: { readonly resource: string; readonly id: string | null | undefined; readonly children: ReactNode }) {
  const definitions = useResourceDefinitions();
  const createPath = useCreatePath();
  if (!id || !definitions[resource]?.hasShow) return <>{children}</>;
  return <Link to={createPath({ resource, id, type: 'show' })}>{children}</Link>;
}
