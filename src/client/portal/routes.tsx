import type { ComponentType } from 'react';
import { lazyPage } from '../components/lazy-page';
import { withDocumentTitle } from '../components/with-document-title';

export interface PortalRoute {
  path: string;
  Component: ComponentType;
}

/** Each public page is its own chunk, downloaded when first visited. */
export const HomePage = lazyPage(() => import('./home/HomePage').then((m) => m.HomePage));

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/inicio', Component: HomePage },
  { path: '/opea', Component: lazyPage(() => import('./opea/OpeaPage').then((m) => m.OpeaPage)) },
  { path: '/aerodromo', Component: lazyPage(() => import('./aerodrome/AerodromePage').then((m) => m.AerodromePage)) },
  { path: '/aerodromo/alteracao', Component: lazyPage(() => import('./aerodrome/AerodromeChangePage').then((m) => m.AerodromeChangePage)) },
  { path: '/aerodromo/exploracao', Component: lazyPage(() => import('./aerodrome/AerodromeOperationPage').then((m) => m.AerodromeOperationPage)) },
  { path: '/aerodromo/plano-diretor', Component: lazyPage(() => import('./aerodrome/MasterPlanPage').then((m) => m.MasterPlanPage)) },
  { path: '/aerodromo/inscricao', Component: lazyPage(() => import('./aerodrome/AerodromeRegistrationPage').then((m) => m.AerodromeRegistrationPage)) },
  { path: '/planos', Component: lazyPage(() => import('./plans').then((m) => withDocumentTitle(m.PlanList, 'pages:plans.title'))) },
  { path: '/documentos', Component: lazyPage(() => import('./documents/DocumentsPage').then((m) => m.DocumentsPage)) },
  { path: '/legislacao', Component: lazyPage(() => import('./legislation/LegislationPage').then((m) => m.LegislationPage)) },
  { path: '/preanalise', Component: lazyPage(() => import('./preanalysis/PreAnalysisPage').then((m) => m.PreAnalysisPage)) },
  { path: '/tac', Component: lazyPage(() => import('./tacs').then((m) => withDocumentTitle(m.TacList, 'pages:tacs.title'))) },
  { path: '/sysaga', Component: lazyPage(() => import('./sysaga/SysagaPage').then((m) => m.SysagaPage)) },
  { path: '/duvidas', Component: lazyPage(() => import('./faq/FaqPage').then((m) => m.FaqPage)) },
  { path: '/inscricao/confirmar', Component: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionConfirmPage)) },
  { path: '/inscricao/cancelar', Component: lazyPage(() => import('./subscriptions/SubscriptionLinkPage').then((m) => m.SubscriptionCancelPage)) },
  { path: '/atendimento', Component: lazyPage(() => import('./support/SupportPage').then((m) => m.SupportPage)) },
];
