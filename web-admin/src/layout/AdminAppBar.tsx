import Typography from '@mui/material/Typography';
import { LanguageMenu } from '@pcbm/web-kit/frame/LanguageMenu';
import { UserMenu } from '@pcbm/web-kit/frame/UserMenu';
import { AppBar, TitlePortal } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { LocaleSync } from './LocaleSync';

/** The console's header: product name, the page's title, the language menu and the person's menu. */
export function AdminAppBar() {
  const { t } = useTranslation();
  return (
    <AppBar color="primary" userMenu={false} toolbar={<><LanguageMenu /><UserMenu links={[]} /></>}>
      <LocaleSync />
      <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {t('productName')}
      </Typography>
      <TitlePortal component="h1" />
    </AppBar>
  );
}
