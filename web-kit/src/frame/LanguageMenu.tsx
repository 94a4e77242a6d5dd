import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale, LOCALES, type Locale } from '../i18n/i18n';

/** The language menu: English or German, remembered for the next visit; `onChosen` hears of each choice. */
export function LanguageMenu({ onChosen }: { readonly onChosen?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {/* A phone's header shows the language's code only. */}
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: { xs: 0, sm: 64 }, px: { xs: 0.75 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        <span aria-label={t('menu.language')}>{i18n.language.toUpperCase()}</span>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={i18n.language === locale}
            onClick={() => {
              setAnchor(null);
              if (locale === i18n.language) return;
              void chooseLocale(i18n, locale);
              onChosen?.(locale);
            }}
          >
            {t(`languages.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
