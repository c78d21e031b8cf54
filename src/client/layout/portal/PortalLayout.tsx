import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { RouteBoundary } from '../../components/RouteBoundary';
import { PORTAL_TOPBAR_HEIGHT } from '../../../domain/constants';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/** The public portal: skip link, top bar (with tabs or drawer), the page, footer. */
export function PortalLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <PortalHeader />
      {/* At least a screen high: while a page downloads, the footer waits below the fold instead of jumping down (layout shift). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: `calc(100vh - ${PORTAL_TOPBAR_HEIGHT}px)` }}>
        {/* Keyed by path: leaving a page that failed clears the error, and each new page shows the loading bar. */}
        <RouteBoundary key={pathname}>
          <Outlet />
        </RouteBoundary>
      </Box>
      <PortalFooter />
    </Box>
  );
}
