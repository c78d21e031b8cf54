import { PORTAL_PATHS } from '../../domain/app-paths';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import { withDocumentTitle } from '../components/with-document-title';
import { PORTAL_PAGES, type PortalPagePath } from '../navigation/portal-nav';

/** Each public page is its own chunk, downloaded when first visited. */
export const HomePage = lazyPage(() => import('./home/HomePage').then((m) => m.HomePage));

/** What each page of the portal's table (navigation/portal-nav.ts) renders; a page without its code here does not compile. */
const PAGE_CODE: Record<PortalPagePath, LazyPage> = {
  [PORTAL_PATHS.home]: HomePage,
  [PORTAL_PATHS.plans]: lazyPage(() => import('./plans').then((m) => withDocumentTitle(m.PlanList, 'pages:plans.title'))),
  [PORTAL_PATHS.documents]: lazyPage(() => import('./documents/DocumentsPage').then((m) => m.DocumentsPage)),
  [PORTAL_PATHS.legislation]: lazyPage(() => import('./legislation/LegislationPage').then((m) => m.LegislationPage)),
  [PORTAL_PATHS.preAnalysis]: lazyPage(() => import('./preanalysis/PreAnalysisPage').then((m) => m.PreAnalysisPage)),
  [PORTAL_PATHS.tacs]: lazyPage(() => import('./tacs').then((m) => withDocumentTitle(m.TacList, 'pages:tacs.title'))),
  [PORTAL_PATHS.sysaga]: lazyPage(() => import('./sysaga/SysagaPage').then((m) => m.SysagaPage)),
  [PORTAL_PATHS.opea]: lazyPage(() => import('./opea/OpeaPage').then((m) => m.OpeaPage)),
  [PORTAL_PATHS.aerodrome]: lazyPage(() => import('./aerodrome/AerodromePage').then((m) => m.AerodromePage)),
  [PORTAL_PATHS.aerodromeRegistration]: lazyPage(() => import('./aerodrome/AerodromeRegistrationPage').then((m) => m.AerodromeRegistrationPage)),
  [PORTAL_PATHS.aerodromeChange]: lazyPage(() => import('./aerodrome/AerodromeChangePage').then((m) => m.AerodromeChangePage)),
  [PORTAL_PATHS.aerodromeOperation]: lazyPage(() => import('./aerodrome/AerodromeOperationPage').then((m) => m.AerodromeOperationPage)),
  [PORTAL_PATHS.masterPlan]: lazyPage(() => import('./aerodrome/MasterPlanPage').then((m) => m.MasterPlanPage)),
  [PORTAL_PATHS.faq]: lazyPage(() => import('./faq/FaqPage').then((m) => m.FaqPage)),
  [PORTAL_PATHS.support]: lazyPage(() => import('./support/SupportPage').then((m) => m.SupportPage)),
  [PORTAL_PATHS.subscriptionConfirm]: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionConfirmPage)),
  [PORTAL_PATHS.subscriptionCancel]: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionCancelPage)),
};

/** The router's public pages (App.tsx), in the table's order. */
export const PORTAL_ROUTES: readonly { path: PortalPagePath; Component: LazyPage; withoutRefine: boolean }[] = PORTAL_PAGES.map((page) => ({
  path: page.path,
  Component: PAGE_CODE[page.path],
  withoutRefine: 'withoutRefine' in page && page.withoutRefine,
}));
