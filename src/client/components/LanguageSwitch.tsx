import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOCALES, type Locale } from '../../domain/constants';
import { changeLanguage, currentLocale } from '../i18n';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
const LANGUAGE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };
const LANGUAGE_TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** Switches between pt, en and es without a reload; the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const menuId = useId();
  const buttonId = useId();
  const current = currentLocale();
  const open = anchor !== null;

  const choose = async (locale: Locale) => {
    setAnchor(null);
    await changeLanguage(locale);
    // A ?lang= in the address would win over the new choice on the next visit to this URL.
    if (searchParams.has('lang')) {
      const next = new URLSearchParams(searchParams);
      next.delete('lang');
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.current', { name: LANGUAGE_NAMES[current], code: current.toUpperCase() })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, '&.Mui-focusVisible': { outline: '2px solid #ffffff' } }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={LANGUAGE_TAGS[locale]} selected={locale === current} onClick={() => void choose(locale)}>
            {LANGUAGE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
