import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { isLocale } from '../../i18n';

/** The active language as a content locale: lists filter by it, so switching language refetches. */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'pt';
}
