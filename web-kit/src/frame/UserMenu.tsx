import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCookieSettingsDialog as CookieSettingsDialog } from '../consent/LazyCookieSettingsDialog';
import { useSite } from '../site/site-context';

export interface MenuLink {
  readonly label: string;
  readonly href: string;
}

/** Sign-in for visitors; for signed-in people their links, the legal pages, the cookie settings, the version and sign-out. */
export function UserMenu({ links }: { readonly links: readonly MenuLink[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.only('xs'));
  if (!site.me) {
    return (
      <>
        {site.mode !== 'MANUFACTURER_DASHBOARD' && (
          // A phone's header has room for an icon only; its name and tooltip still say what it does.
          <Tooltip title={phone ? t('menu.register') : ''}>
            <Button
              color="inherit"
              href="/signup"
              aria-label={t('menu.register')}
              startIcon={<PersonAddAlt1 />}
              sx={{ minWidth: { xs: 0, sm: 64 }, px: { xs: 0.75 }, '& .MuiButton-startIcon': { display: { sm: 'none' }, mx: 0 } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('menu.register')}
              </Box>
            </Button>
          </Tooltip>
        )}
        <Button color="inherit" variant="outlined" onClick={() => void site.signIn()} sx={{ px: { xs: 1 }, fontSize: { xs: '0.8125rem', sm: undefined } }}>
          {t('menu.signIn')}
        </Button>
      </>
    );
  }
  const name = `${site.me.user.firstName} ${site.me.user.lastName}`.trim() || site.me.user.username;
  const legal: MenuLink[] = [
    { label: t('menu.terms'), href: '/terms' },
    { label: t('menu.privacy'), href: '/privacy' },
    { label: t('menu.imprint'), href: '/imprint' },
  ];
  return (
    <>
      <Button ref={menuButton} color="inherit" startIcon={<AccountCircle />} aria-haspopup="menu" aria-label={`${t('menu.user')}: ${name}`} onClick={(event) => setAnchor(event.currentTarget)} sx={{ minWidth: { xs: 0, sm: 64 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}>
        {/* A phone's header has room for the icon only; the button's name still says whose menu it is. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem key={link.href} component="a" href={link.href}>
            {link.label}
          </MenuItem>
        ))}
        {links.length > 0 && <Divider />}
        {legal.map((link) => (
          <MenuItem key={link.href} component="a" href={link.href}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem
          aria-haspopup="dialog"
          onClick={() => {
            setAnchor(null);
            setCookiesOpen(true);
          }}
        >
          {t('menu.cookies')}
        </MenuItem>
        <MenuItem component="a" href="/version">
          {t('menu.version')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void site.signOut()}>{t('menu.signOut')}</MenuItem>
      </Menu>
      <CookieSettingsDialog open={cookiesOpen} onClose={() => setCookiesOpen(false)} returnFocusTo={menuButton} />
    </>
  );
}
