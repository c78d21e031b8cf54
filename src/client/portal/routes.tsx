import { resourceByName } from '../../domain/resources';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import { withDocumentTitle } from '../components/with-document-title';

/** Where a public page is linked from: the tabs (spec §2 "in tabs"), the drawer's "more", or under /aerodromo. */
export type PortalPlace = 'tab' | 'more' | 'aerodrome';

/**
 * A public page, described once: its route, its label (`common:nav.<key>`), its code and where the portal links it.
 * The router (App.tsx), the tabs, the drawer, the footer, /aerodromo and the command palette all read this table.
 */
export interface PortalPage {
  path: string;
  /** Label key under common:nav; absent for pages reached only from links (e-mails, other pages). */
  key?: string;
  Component: LazyPage;
  place?: PortalPlace;
  /** Also in the footer. */
  footer?: boolean;
}

/** The public path of an API resource shown by a public page (plans → /planos), from the domain's resource table. */
function publicPath(resource: 'plans' | 'tacs'): string {
  const path = resourceByName(resource)?.path;
  if (!path) throw new Error(`No public path for ${resource}`);
  return path;
}

/** Each public page is its own chunk, downloaded when first visited. */
export const HomePage = lazyPage(() => import('./home/HomePage').then((m) => m.HomePage));

// In the order the tabs, the drawer and the footer show them.
export const PORTAL_PAGES: readonly PortalPage[] = [
  { path: '/inicio', key: 'home', place: 'tab', Component: HomePage },
  {
    path: publicPath('plans'),
    key: 'plans',
    place: 'tab',
    Component: lazyPage(() => import('./plans').then((m) => withDocumentTitle(m.PlanList, 'pages:plans.title'))),
  },
  { path: '/documentos', key: 'documents', place: 'tab', Component: lazyPage(() => import('./documents/DocumentsPage').then((m) => m.DocumentsPage)) },
  { path: '/legislacao', key: 'legislation', place: 'tab', Component: lazyPage(() => import('./legislation/LegislationPage').then((m) => m.LegislationPage)) },
  { path: '/preanalise', key: 'preAnalysis', place: 'tab', Component: lazyPage(() => import('./preanalysis/PreAnalysisPage').then((m) => m.PreAnalysisPage)) },
  {
    path: publicPath('tacs'),
    key: 'tacs',
    place: 'tab',
    Component: lazyPage(() => import('./tacs').then((m) => withDocumentTitle(m.TacList, 'pages:tacs.title'))),
  },
  { path: '/sysaga', key: 'sysaga', place: 'tab', Component: lazyPage(() => import('./sysaga/SysagaPage').then((m) => m.SysagaPage)) },
  { path: '/opea', key: 'opea', place: 'more', footer: true, Component: lazyPage(() => import('./opea/OpeaPage').then((m) => m.OpeaPage)) },
  { path: '/aerodromo', key: 'aerodrome', place: 'more', footer: true, Component: lazyPage(() => import('./aerodrome/AerodromePage').then((m) => m.AerodromePage)) },
  {
    path: '/aerodromo/inscricao',
    key: 'aerodromeRegistration',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/AerodromeRegistrationPage').then((m) => m.AerodromeRegistrationPage)),
  },
  {
    path: '/aerodromo/alteracao',
    key: 'aerodromeChange',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/AerodromeChangePage').then((m) => m.AerodromeChangePage)),
  },
  {
    path: '/aerodromo/exploracao',
    key: 'aerodromeOperation',
    place: 'aerodrome',
    Component: lazyPage(() => import('./aerodrome/AerodromeOperationPage').then((m) => m.AerodromeOperationPage)),
  },
  { path: '/aerodromo/plano-diretor', key: 'masterPlan', place: 'aerodrome', Component: lazyPage(() => import('./aerodrome/MasterPlanPage').then((m) => m.MasterPlanPage)) },
  { path: '/duvidas', key: 'faq', place: 'more', footer: true, Component: lazyPage(() => import('./faq/FaqPage').then((m) => m.FaqPage)) },
  { path: '/atendimento', key: 'support', place: 'more', footer: true, Component: lazyPage(() => import('./support/SupportPage').then((m) => m.SupportPage)) },
  { path: '/inscricao/confirmar', Component: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionConfirmPage)) },
  { path: '/inscricao/cancelar', Component: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionCancelPage)) },
];
