import { InfoPage } from '../../components/InfoPage';

/** /documentos — auxiliary documents of AGA processes. */
export function DocumentsPage() {
  return <InfoPage id="documents" />;
}
