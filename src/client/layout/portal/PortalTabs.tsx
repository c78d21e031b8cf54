import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { activeTab, PORTAL_TABS } from '../../navigation/portal-nav';

/** The portal's main navigation on large screens: tabs that are real links. */
export function PortalTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = activeTab(pathname);
  return (
    <Box component="nav" aria-label={t('layout.mainNavigation')}>
      <Tabs
        value={current}
        textColor="inherit"
        variant="scrollable"
        scrollButtons={false}
        sx={{
          minHeight: 48,
          '& .MuiTabs-indicator': { bgcolor: '#8ab4f8', height: 3 },
          '& .MuiTab-root': { minHeight: 48, opacity: 0.85, fontWeight: 500 },
          '& .MuiTab-root.Mui-selected': { opacity: 1 },
          '& .MuiTab-root.Mui-focusVisible': { outline: '2px solid #ffffff', outlineOffset: -4 },
        }}
      >
        {PORTAL_TABS.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={t(`nav.${tab.key}`)}
            component={RouterLink}
            to={tab.path}
            aria-current={current === tab.path ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
