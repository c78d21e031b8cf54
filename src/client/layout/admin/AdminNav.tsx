import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { abilityOf } from '../../admin/guard/route-access';
import { adminScreenAt, type AdminGroup, type AdminScreen } from '../../admin/screens';
import { useCurrentUser } from '../../providers/auth-provider';
import { useSettings } from '../../settings/SettingsProvider';
import { visibleNav } from './admin-nav';
import { GROUP_ICONS, SCREEN_ICONS } from './nav-icons';

interface NavProps {
  /** Called after a link is followed (closes the temporary drawer on phones). */
  onNavigate?: () => void;
}

function NavItem({ screen, nested, onNavigate }: NavProps & { screen: AdminScreen; nested?: boolean }) {
  const { t } = useTranslation('admin');
  const current = adminScreenAt(useLocation().pathname)?.key === screen.key;
  const dense = useSettings().settings.navbar.dense;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={screen.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        dense={dense}
        sx={nested ? { pl: 4 } : undefined}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{SCREEN_ICONS[screen.key]}</ListItemIcon>
        <ListItemText primary={t(`screens.${screen.key}.title`)} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ group, items, onNavigate }: NavProps & { group: AdminGroup; items: AdminScreen[] }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const holdsCurrent = items.some((s) => s.key === adminScreenAt(pathname)?.key);
  const [open, setOpen] = useState(holdsCurrent);
  const [held, setHeld] = useState(holdsCurrent);
  if (held !== holdsCurrent) {
    // Arriving at one of its screens opens the group.
    setHeld(holdsCurrent);
    if (holdsCurrent) setOpen(true);
  }
  const listId = useId();
  const dense = useSettings().settings.navbar.dense;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId} dense={dense}>
        <ListItemIcon sx={{ minWidth: 40 }}>{GROUP_ICONS[group]}</ListItemIcon>
        <ListItemText primary={t(`nav.groups.${group}`)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" id={listId}>
        <List disablePadding>
          {items.map((screen) => (
            <NavItem key={screen.key} screen={screen} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The internal area's menu: the screens the user's roles may open (spec §2, §6). */
export function AdminNav({ onNavigate }: NavProps) {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  const entries = useMemo(() => visibleNav(abilityOf(user)), [user]);
  const dense = useSettings().settings.navbar.dense;
  return (
    <Box component="nav" aria-label={t('layout.navigation')}>
      <List sx={{ py: 1 }} dense={dense}>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <NavItem key={entry.screen.key} screen={entry.screen} onNavigate={onNavigate} />
          ) : (
            <NavGroup key={entry.group} group={entry.group} items={entry.children} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </Box>
  );
}
