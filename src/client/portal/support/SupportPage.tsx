import { InfoPage } from '../../components/InfoPage';

/** /atendimento — contact and support. */
export function SupportPage() {
  return <InfoPage id="support" />;
}
