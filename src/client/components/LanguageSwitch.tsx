import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Locale } from '../../domain/constants';
import { changeLanguage, currentLocale } from '../i18n';

// Names in the button's label are needed at once; the menu itself downloads on first use.
const LANGUAGE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

/** Switches between pt, en and es without a reload; the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const menuId = useId();
  const buttonId = useId();
  const current = currentLocale();
  const open = anchor !== null;
  const [used, setUsed] = useState(false);

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
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ flexShrink: 0, '&.Mui-focusVisible': { outline: '2px solid #ffffff' } }}
      >
        {current.toUpperCase()}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(locale) => void choose(locale)}
          />
        </Suspense>
      )}
    </>
  );
}
