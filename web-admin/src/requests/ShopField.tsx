import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from 'urql';
import { API_PAGE_LIMIT } from '../data/data-provider';
import { ResourceLink } from '../fields/ResourceLink';
import { RequestShopsQuery } from './request-operations';

/**
 * The shop's hostname, looked up page by page in the list of shops (the same pages for every row, read once).
 * A shop that is not in the list any more shows its id.
 */
function ShopName({ id, after, link }: { readonly id: string; readonly after?: string; readonly link: boolean }) {
  const translate = useTranslate();
  const [{ data, error, fetching }] = useQuery({ query: RequestShopsQuery, variables: { first: API_PAGE_LIMIT, after } });
  if (fetching && !data) return <Skeleton variant="text" width="8rem" role="progressbar" aria-label={translate('admin.requests.shopLoading')} />;
  const page = data?.adminGetAllWhitelabelShops;
  const shop = page?.edges.find((edge) => edge.node.id === id)?.node;
  if (!shop && !error && page?.pageInfo.hasNextPage && page.pageInfo.endCursor) return <ShopName id={id} after={page.pageInfo.endCursor} link={link} />;
  const text = shop ? shop.hostname : id;
  return (
    <Typography variant="body2" title={shop?.name}>
      {link ? (
        <ResourceLink resource="shops" id={id}>
          {text}
        </ResourceLink>
      ) : (
        text
      )}
    </Typography>
  );
}

/** The white-label shop a request was placed in, or "Marketplace" when it came through the marketplace. */
export function ShopField({ source, link = false }: { readonly source: string; readonly label?: string; readonly link?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const id = record?.[source];
  if (typeof id !== 'string' || id === '') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('admin.requests.marketplace')}
      </Typography>
    );
  }
  return <ShopName id={id} link={link} />;
}
