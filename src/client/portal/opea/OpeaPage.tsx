import { ContentPage } from '../../components/content';

/** /opea — objects projected in airspace (OPEA) and how their analysis starts; content from the `pages` table. */
export function OpeaPage() {
  return <ContentPage slug="opea" fallbackTitleKey="pages:opea.title" />;
}
