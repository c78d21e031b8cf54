import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useMenu, type TreeMenuItem } from '@refinedev/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppAbility } from '../../navigation/guard/ability';
import { useSettings } from '../../settings/SettingsProvider';
import { visibleNav } from './admin-nav';

interface NavProps {
  /** Called after a link is followed (closes the temporary drawer on phones). */
  onNavigate?: () => void;
}

function NavItem({ item, selectedKey, nested, onNavigate }: NavProps & { item: TreeMenuItem; selectedKey: string; nested?: boolean }) {
  const current = item.key === selectedKey;
  const dense = useSettings().settings.navbar.dense;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={typeof item.meta?.address === 'string' ? item.meta.address : (item.route ?? '/')}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        dense={dense}
        sx={nested ? { pl: 4 } : undefined}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ group, items, selectedKey, onNavigate }: NavProps & { group: TreeMenuItem; items: TreeMenuItem[]; selectedKey: string }) {
  const holdsCurrent = items.some((item) => item.key === selectedKey);
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
        <ListItemIcon sx={{ minWidth: 40 }}>{group.icon}</ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" id={listId}>
        <List disablePadding>
          {items.map((item) => (
            <NavItem key={item.key} item={item} selectedKey={selectedKey} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The internal area's menu (spec §2, §6): Refine's menu of the registry, the screens the user's ability opens. */
export function AdminNav({ onNavigate }: NavProps) {
  const { t } = useTranslation('admin');
  const { menuItems, selectedKey } = useMenu();
  const ability = useAppAbility();
  const entries = useMemo(() => visibleNav(menuItems, ability), [menuItems, ability]);
  const dense = useSettings().settings.navbar.dense;
  return (
    <Box component="nav" aria-label={t('layout.navigation')}>
      <List sx={{ py: 1 }} dense={dense}>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <NavItem key={entry.item.key} item={entry.item} selectedKey={selectedKey} onNavigate={onNavigate} />
          ) : (
            <NavGroup key={entry.group.key} group={entry.group} items={entry.children} selectedKey={selectedKey} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </Box>
  );
}
