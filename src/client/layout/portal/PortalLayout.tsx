import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { FetchingBar } from '../../components/FetchingBar';
import { RouteBoundary } from '../../components/RouteBoundary';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/** The public portal: skip link, top bar (with tabs or drawer), the page, footer. */
export function PortalLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <FetchingBar />
      <PortalHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* Keyed by path: leaving a page that failed clears the error, and each new page shows the loading bar. */}
        <RouteBoundary key={pathname}>
          <Outlet />
        </RouteBoundary>
      </Box>
      <PortalFooter />
    </Box>
  );
}
