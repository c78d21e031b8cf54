import { InfoPage } from '../../components/InfoPage';

/** /sysaga — the case-management system and how to register in it. */
export function SysagaPage() {
  return <InfoPage id="sysaga" />;
}
