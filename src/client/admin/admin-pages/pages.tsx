import { AdminPagesScreen } from './AdminPagesScreen';

/** /documentation (subject Documentation). */
export function DocumentationPage() {
  return <AdminPagesScreen kind="documentation" />;
}

/** /guide (subject Guide). */
export function GuidePage() {
  return <AdminPagesScreen kind="guide" />;
}
