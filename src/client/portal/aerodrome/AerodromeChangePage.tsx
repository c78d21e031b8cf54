import { InfoPage } from '../../components/InfoPage';

/** /aerodromo/alteracao — change of an aerodrome registration. */
export function AerodromeChangePage() {
  return <InfoPage id="aerodromeChange" />;
}
