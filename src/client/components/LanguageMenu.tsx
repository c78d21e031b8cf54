import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '../../domain/constants';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };
const LANGUAGE_TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

interface LanguageMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  current: Locale;
  onClose(): void;
  onChoose(locale: Locale): void;
}

/** The language switch's menu (its own chunk: downloaded the first time the switch is opened). */
export function LanguageMenu({ id, labelledBy, anchor, current, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} MenuListProps={{ 'aria-labelledby': labelledBy }}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} lang={LANGUAGE_TAGS[locale]} selected={locale === current} onClick={() => onChoose(locale)}>
          {LANGUAGE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}
