import { ContentPage } from '../../components/content';

/** /aerodromo/alteracao — registration change of an aerodrome. */
export function AerodromeChangePage() {
  return <ContentPage slug="alteracao" fallbackTitleKey="pages:aerodromeChange.title" />;
}
