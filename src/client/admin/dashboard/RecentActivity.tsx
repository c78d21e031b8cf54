import ArticleIcon from '@mui/icons-material/Article';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReportIcon from '@mui/icons-material/Report';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecentItem } from '../../../domain/schemas/dashboard';
import { formatDate } from '../../components/list/format-date';
import { recentItemHref } from './dashboard-format';

const ICONS = { complaint: <ReportIcon />, preanalysis: <FactCheckIcon />, plan: <ArticleIcon /> } as const;

/** The latest complaints, pre-analyses and plans the user may read, newest first, each linking to where it is shown. */
export function RecentActivity({ items }: { items: RecentItem[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const title = (item: RecentItem) => (item.kind === 'preanalysis' ? t(`outcome.${item.title}`, { defaultValue: item.title }) : item.title);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
      <Typography id={titleId} component="h2" variant="h6">
        {t('recent.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {t('recent.empty')}
        </Typography>
      ) : (
        <List dense>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <ListItemButton component={RouterLink} to={recentItemHref(item)} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ color: 'primary.main' }}>{ICONS[item.kind]}</ListItemIcon>
                <ListItemText
                  primary={title(item)}
                  secondary={`${t(`recent.kind.${item.kind}`)} · ${item.reference} · ${formatDate(item.date.slice(0, 10), i18n.language)}`}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </Paper>
  );
}
