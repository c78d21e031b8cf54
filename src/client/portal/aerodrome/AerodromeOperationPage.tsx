import { ContentPage } from '../../components/content';

/** /aerodromo/exploracao — operation of public civil aerodromes. */
export function AerodromeOperationPage() {
  return <ContentPage slug="exploracao" fallbackTitleKey="pages:aerodromeOperation.title" />;
}
