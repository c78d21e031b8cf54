import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

/** Gives a screen that renders its own h1 (the lists) the matching tab title. */
export function withDocumentTitle(Screen: ComponentType, titleKey: string): ComponentType {
  function TitledScreen() {
    const { t } = useTranslation();
    useDocumentTitle(t(titleKey));
    return <Screen />;
  }
  TitledScreen.displayName = `WithDocumentTitle(${Screen.displayName ?? Screen.name})`;
  return TitledScreen;
}
