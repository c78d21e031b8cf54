import { ContentPage } from '../../components/content';

/** /aerodromo/inscricao — aerodrome registration (and the Art. 129 regularisation). */
export function AerodromeRegistrationPage() {
  return <ContentPage slug="inscricao" fallbackTitleKey="pages:aerodromeRegistration.title" />;
}
