import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { DRAWER_WIDTH } from '../../../domain/constants';
import { isCurrent, PORTAL_MORE_LINKS, PORTAL_TABS, type PortalLink } from '../../navigation/portal-nav';

interface PortalDrawerProps {
  open: boolean;
  onClose: () => void;
}

function DrawerLinks({ links, depth, onNavigate }: { links: readonly PortalLink[]; depth: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <List disablePadding={depth > 0}>
      {links.map((link) => {
        const current = isCurrent(pathname, link.path);
        return (
          <li key={link.path}>
            <ListItemButton
              component={RouterLink}
              to={link.path}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ pl: 2 + depth * 2 }}
            >
              <ListItemText primary={t(`nav.${link.key}`)} />
            </ListItemButton>
            {link.children && <DrawerLinks links={link.children} depth={depth + 1} onNavigate={onNavigate} />}
          </li>
        );
      })}
    </List>
  );
}

/** The navigation on medium and smaller screens: every public page, the tabs first. */
export function PortalDrawer({ open, onClose }: PortalDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      PaperProps={{ role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: DRAWER_WIDTH + 30, maxWidth: '85vw' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('layout.menuTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('layout.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('layout.mainNavigation')}>
        <DrawerLinks links={PORTAL_TABS} depth={0} onNavigate={onClose} />
        <Divider />
        <DrawerLinks links={PORTAL_MORE_LINKS} depth={0} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
