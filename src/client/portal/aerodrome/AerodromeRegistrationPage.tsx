import { InfoPage } from '../../components/InfoPage';

/** /aerodromo/inscricao — aerodrome registration (and the 2015 ordinance, article 129). */
export function AerodromeRegistrationPage() {
  return <InfoPage id="aerodromeRegistration" />;
}
