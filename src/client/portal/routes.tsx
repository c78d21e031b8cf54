import { PORTAL_PATHS, type PortalPath } from '../../domain/app-paths';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import { withDocumentTitle } from '../components/with-document-title';

/** Where a public page is linked from: the tabs (spec §2 "in tabs"), the drawer's "more", or under /aerodromo. */
type PortalPlace = 'tab' | 'more' | 'aerodrome';

/**
 * A public page, described once: its route, its label (`common:nav.<key>`), its code and where the portal links it.
 * The router (App.tsx), the tabs, the drawer, the footer, /aerodromo and the command palette all read this table.
 */
export interface PortalPage {
  /** From the domain's table of addresses, which the server reads too (it answers any other address with 404). */
  path: PortalPath;
  /** Label key under common:nav; absent for pages reached only from links (e-mails, other pages). */
  key?: string;
  Component: LazyPage;
  place?: PortalPlace;
  /** Also in the footer. */
  footer?: boolean;
}

/** Each public page is its own chunk, downloaded when first visited. */
export const HomePage = lazyPage(() => import('./home/HomePage').then((m) => m.HomePage));

// In the order the tabs, the drawer and the footer show them.
export const PORTAL_PAGES: readonly PortalPage[] = [
  { path: PORTAL_PATHS.home, key: 'home', place: 'tab', Component: HomePage },
  {
    path: PORTAL_PATHS.plans,
    key: 'plans',
    place: 'tab',
    Component: lazyPage(() => import('./plans').then((m) => withDocumentTitle(m.PlanList, 'pages:plans.title'))),
  },
  { path: PORTAL_PATHS.documents, key: 'documents', place: 'tab', Component: lazyPage(() => import('./documents/DocumentsPage').then((m) => m.DocumentsPage)) },
  {
    path: PORTAL_PATHS.legislation,
    key: 'legislation',
    place: 'tab',
    Component: lazyPage(() => import('./legislation/LegislationPage').then((m) => m.LegislationPage)),
  },
  {
    path: PORTAL_PATHS.preAnalysis,
    key: 'preAnalysis',
    place: 'tab',
    Component: lazyPage(() => import('./preanalysis/PreAnalysisPage').then((m) => m.PreAnalysisPage)),
  },
  {
    path: PORTAL_PATHS.tacs,
    key: 'tacs',
    place: 'tab',
    Component: lazyPage(() => import('./tacs').then((m) => withDocumentTitle(m.TacList, 'pages:tacs.title'))),
  },
  { path: PORTAL_PATHS.sysaga, key: 'sysaga', place: 'tab', Component: lazyPage(() => import('./sysaga/SysagaPage').then((m) => m.SysagaPage)) },
  { path: PORTAL_PATHS.opea, key: 'opea', place: 'more', footer: true, Component: lazyPage(() => import('./opea/OpeaPage').then((m) => m.OpeaPage)) },
  {
    path: PORTAL_PATHS.aerodrome,
    key: 'aerodrome',
    place: 'more',
    footer: true,
    Component: lazyPage(() => import('./aerodrome/AerodromePage').then((m) => m.AerodromePage)),
  },
  {
    path: PORTAL_PATHS.aerodromeRegistration,
    key: 'aerodromeRegistration',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/AerodromeRegistrationPage').then((m) => m.AerodromeRegistrationPage)),
  },
  {
    path: PORTAL_PATHS.aerodromeChange,
    key: 'aerodromeChange',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/AerodromeChangePage').then((m) => m.AerodromeChangePage)),
  },
  {
    path: PORTAL_PATHS.aerodromeOperation,
    key: 'aerodromeOperation',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/AerodromeOperationPage').then((m) => m.AerodromeOperationPage)),
  },
  {
    path: PORTAL_PATHS.masterPlan,
    key: 'masterPlan',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/MasterPlanPage').then((m) => m.MasterPlanPage)),
  },
  { path: PORTAL_PATHS.faq, key: 'faq', place: 'more', footer: true, Component: lazyPage(() => import('./faq/FaqPage').then((m) => m.FaqPage)) },
  {
    path: PORTAL_PATHS.support,
    key: 'support',
    place: 'more',
    footer: true,
    Component: lazyPage(() => import('./support/SupportPage').then((m) => m.SupportPage)),
  },
  { path: PORTAL_PATHS.subscriptionConfirm, Component: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionConfirmPage)) },
  { path: PORTAL_PATHS.subscriptionCancel, Component: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionCancelPage)) },
];
