import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DemoPage } from './DemoPage';

interface Level {
  id: string;
  children?: Level[];
}

/** Menu 1 → 1-1 → 1-1-1 …, as in the original's nested-routes demo. */
const TREE: Level[] = [
  {
    id: '1',
    children: [{ id: '1-1', children: [{ id: '1-1-1' }, { id: '1-1-2' }] }, { id: '1-2', children: [{ id: '1-2-1' }] }, { id: '1-3' }],
  },
  { id: '2' },
];

/** The chain of levels from the root to an id (empty when the id is unknown). */
function trail(levels: Level[], id: string): Level[] {
  for (const level of levels) {
    if (level.id === id) return [level];
    const below = trail(level.children ?? [], id);
    if (below.length) return [level, ...below];
  }
  return [];
}

const hrefOf = (id: string) => `?level=${id}`;

function NestedMenu({
  levels,
  depth,
  current,
  open,
  toggle,
}: {
  levels: Level[];
  depth: number;
  current: string;
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
}) {
  const { t } = useTranslation('demos');
  return (
    <List disablePadding>
      {levels.map((level) => (
        <li key={level.id}>
          <Box sx={{ display: 'flex' }}>
            <ListItemButton
              component={RouterLink}
              to={hrefOf(level.id)}
              selected={current === level.id}
              aria-current={current === level.id ? 'page' : undefined}
              sx={{ pl: 2 + depth * 2, flex: 1 }}
            >
              <ListItemText primary={t('nested.item', { id: level.id })} />
            </ListItemButton>
            {level.children && (
              <ListItemButton
                onClick={() => toggle(level.id)}
                aria-expanded={open.has(level.id)}
                aria-label={t(open.has(level.id) ? 'nested.collapse' : 'nested.expand', { id: level.id })}
                sx={{ flex: '0 0 auto', px: 1.5 }}
              >
                {open.has(level.id) ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
            )}
          </Box>
          {level.children && (
            <Collapse in={open.has(level.id)} unmountOnExit>
              <NestedMenu levels={level.children} depth={depth + 1} current={current} open={open} toggle={toggle} />
            </Collapse>
          )}
        </li>
      ))}
    </List>
  );
}

/** /nested — a menu several levels deep whose current level lives in the URL (?level=1-1-1), with breadcrumbs. */
export function NestedPage() {
  const { t } = useTranslation('demos');
  const [params] = useSearchParams();
  const requested = params.get('level') ?? '1';
  const path = trail(TREE, requested);
  const current = path.at(-1) ?? TREE[0];
  const id = current?.id ?? '1';
  const branches = path.filter((level) => level.children).map((level) => level.id);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(branches));
  const [shown, setShown] = useState(id);
  if (shown !== id) {
    setShown(id);
    setOpen((was) => new Set([...was, ...branches]));
  }
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <DemoPage screen="nested">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="nav" aria-label={t('nested.menu')}>
          <NestedMenu levels={TREE} depth={0} current={id} open={open} toggle={toggle} />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="nested-level-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Breadcrumbs aria-label={t('nested.breadcrumbs')} sx={{ mb: 2 }}>
            <Link component={RouterLink} to="/nested" underline="hover" color="inherit">
              {t('nested.root')}
            </Link>
            {(path.length ? path : [{ id }]).map((level) =>
              level.id === id ? (
                <Typography key={level.id} color="text.primary" aria-current="page">
                  {t('nested.item', { id: level.id })}
                </Typography>
              ) : (
                <Link key={level.id} component={RouterLink} to={hrefOf(level.id)} underline="hover" color="inherit">
                  {t('nested.item', { id: level.id })}
                </Link>
              ),
            )}
          </Breadcrumbs>
          <Typography id="nested-level-title" component="h2" variant="h4" gutterBottom>
            {t('nested.item', { id })}
          </Typography>
          <Typography>{t('nested.depth', { depth: id.split('-').length })}</Typography>
          {requested !== id && (
            <Typography color="warning.main" sx={{ mt: 1 }}>
              {t('nested.unknown', { level: requested })}
            </Typography>
          )}
          {current?.children ? (
            <>
              <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
                {t('nested.children')}
              </Typography>
              <List dense>
                {current.children.map((child) => (
                  <ListItem key={child.id} disablePadding>
                    <ListItemButton component={RouterLink} to={hrefOf(child.id)}>
                      <ListItemText primary={t('nested.item', { id: child.id })} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('nested.leaf')}
            </Typography>
          )}
        </Paper>
      </Box>
    </DemoPage>
  );
}
