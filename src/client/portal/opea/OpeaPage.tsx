import { InfoPage } from '../../components/InfoPage';

/** /opea — objects projected in airspace (OPEA) and how their analysis starts. */
export function OpeaPage() {
  return <InfoPage id="opea" />;
}
