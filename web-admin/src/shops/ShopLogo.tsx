import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Shop } from './shop-operations';

/** The shop's logo (hosted by the server, public), small in lists and larger on the shop's page; a dash without one. */
export function ShopLogo({ size = 'large' }: { readonly size?: 'small' | 'large'; readonly label?: string }) {
  const shop = useRecordContext<Shop>();
  const translate = useTranslate();
  if (!shop) return null;
  if (!shop.logo.path) return <Typography variant="body2">{size === 'small' ? '—' : translate('admin.shops.noLogo')}</Typography>;
  return (
    <Box
      component="img"
      src={shop.logo.path}
      alt={translate('admin.shops.logoOf', { hostname: shop.hostname })}
      sx={size === 'small' ? { height: 32, maxWidth: 96, objectFit: 'contain', display: 'block' } : { maxHeight: 120, maxWidth: 320, objectFit: 'contain', display: 'block' }}
    />
  );
}
