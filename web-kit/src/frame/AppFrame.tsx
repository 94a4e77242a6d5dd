import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieSettingsLink } from '../consent/CookieSettingsLink';
import { useSite } from '../site/site-context';
import { InactivityDialog } from './InactivityDialog';
import { LanguageMenu } from './LanguageMenu';
import { useSaveLocale } from './use-save-locale';
import { UserMenu, type MenuLink } from './UserMenu';

export interface AppFrameProps {
  readonly title?: string;
  readonly nav?: readonly MenuLink[];
  /** On a phone the navigation folds into a menu button, so that the header keeps to one row. */
  readonly navMenuOnPhone?: boolean;
  readonly userLinks?: readonly MenuLink[];
  readonly maxWidth?: 'lg' | 'xl' | false;
  /** More entries of the footer, after the legal pages (e.g. the contact form). */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Where the footer's legal links lead: a white-label shop's own imprint, terms and privacy pages where the shop names
 * them (the producer runs the shop), the marketplace's pages otherwise.
 */
export function legalLinks(shop: { readonly termsUrl?: string | null; readonly imprintUrl?: string | null; readonly privacyUrl?: string | null } | null | undefined) {
  return { imprint: shop?.imprintUrl || '/imprint', terms: shop?.termsUrl || '/terms', privacy: shop?.privacyUrl || '/privacy' };
}

/** The navigation as a menu button, for a phone's header. */
function NavMenu({ nav }: { readonly nav: readonly MenuLink[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('menu.navigation')}>
        <IconButton color="inherit" aria-haspopup="menu" aria-controls={anchor ? 'navigation-menu' : undefined} onClick={(event) => setAnchor(event.currentTarget)} sx={{ p: 0.5, ml: -0.5 }}>
          <MenuIcon />
        </IconButton>
      </Tooltip>
      <Menu id="navigation-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {nav.map((item) => (
          <MenuItem key={item.href} component="a" href={item.href}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Header (shop logo or name, navigation, language and user menu), the page, and the footer. */
export function AppFrame({ title, nav = [], navMenuOnPhone = false, userLinks = [], maxWidth = 'xl', footer, children }: AppFrameProps) {
  const { t } = useTranslation();
  const site = useSite();
  const saveLocale = useSaveLocale();
  const logo = site.shop?.logo.path;
  const legal = legalLinks(site.shop?.legalAttributes);
  const name = site.shop?.name ?? t('productName');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
        {t('skipToContent')}
      </Link>
      <AppBar position="static" component="header">
        {/*
          Each entry keeps its words on one line. With the navigation folded into a menu on a phone, the header keeps
          to one row and a long shop name gives way (ending in an ellipsis); otherwise, on a narrow phone, the language
          and user menus wrap to a second row, on the right, rather than off the screen.
        */}
        <Toolbar
          sx={{
            columnGap: { xs: navMenuOnPhone ? 0.5 : 1, sm: 2 },
            flexWrap: navMenuOnPhone ? { xs: 'nowrap', sm: 'wrap' } : 'wrap',
            whiteSpace: 'nowrap',
            py: { xs: 0.5, sm: 0 },
            ...(navMenuOnPhone ? { px: { xs: 1, sm: 3 } } : {}),
          }}
        >
          {navMenuOnPhone && nav.length > 0 && (
            <Box sx={{ display: { xs: 'flex', sm: 'none' } }}>
              <NavMenu nav={nav} />
            </Box>
          )}
          <Link href="/" color="inherit" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {logo && <Box component="img" src={logo} alt="" sx={{ height: 32 }} />}
            <Typography variant="h6" component="span" noWrap sx={(theme) => ({ fontSize: { xs: theme.typography.pxToRem(navMenuOnPhone ? 16 : 16.8), sm: undefined } })}>
              {name}
            </Typography>
          </Link>
          {nav.length > 0 && (
            <Box component="nav" aria-label={name} sx={{ display: navMenuOnPhone ? { xs: 'none', sm: 'flex' } : 'flex', gap: 2 }}>
              {nav.map((item) => (
                <Link key={item.href} href={item.href} color="inherit" underline="hover">
                  {item.label}
                </Link>
              ))}
            </Box>
          )}
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', columnGap: { xs: navMenuOnPhone ? 0 : 0.5, sm: 1 }, flexShrink: 0 }}>
            <LanguageMenu onChosen={saveLocale} />
            <UserMenu links={userLinks} />
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" tabIndex={-1} maxWidth={maxWidth} sx={{ flexGrow: 1, py: 3 }}>
        {title && (
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
        )}
        {children}
      </Container>
      <Box component="footer" sx={{ py: 2, px: 3, display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center', bgcolor: (theme) => theme.palette.grey[theme.palette.mode === 'dark' ? 900 : 100] }}>
        <Link href={legal.imprint}>{t('footer.imprint')}</Link>
        <Link href={legal.terms}>{t('footer.terms')}</Link>
        <Link href={legal.privacy}>{t('footer.dataPolicy')}</Link>
        <CookieSettingsLink />
        {footer}
      </Box>
      <InactivityDialog />
    </Box>
  );
}
