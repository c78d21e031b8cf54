import { InfoPage } from '../../components/InfoPage';

/** /aerodromo/exploracao — operation of public civil aerodromes. */
export function AerodromeOperationPage() {
  return <InfoPage id="aerodromeOperation" />;
}
