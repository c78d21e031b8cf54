import EmailIcon from '@mui/icons-material/Email';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReportIcon from '@mui/icons-material/Report';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification, NotificationKind } from '../../../domain/schemas/notification';
import { currentLocale } from '../../i18n';
import { useCurrentUser } from '../../providers/auth-provider';
import { relativeTime } from './relative-time';
import { useNotifications } from './use-notifications';

const ICONS: Record<NotificationKind, ReactNode> = {
  complaint: <ReportIcon fontSize="small" color="warning" />,
  preanalysis: <TravelExploreIcon fontSize="small" color="primary" />,
  mail_failed: <EmailIcon fontSize="small" color="error" />,
};
const LANGUAGE_TAGS = { pt: 'pt-BR', en: 'en', es: 'es' } as const;

/** The top bar's bell: unread count, the latest notifications (click opens the item), mark one or all as read. */
export function NotificationsMenu() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { items, unread, loading, failed, retry, markRead, markAllRead } = useNotifications(user !== null);
  const buttonId = useId();
  const menuId = useId();
  const headingId = useId();
  const open = anchor !== null;
  const languageTag = LANGUAGE_TAGS[currentLocale()];
  const label = unread === 0 ? t('buttonNone') : t('button', { count: unread });

  if (!user) return null;

  const choose = (item: Notification) => {
    setAnchor(null);
    if (!item.read) void markRead([item.id]);
    void navigate(item.link);
  };

  const detail = (item: Notification) => {
    if (item.kind === 'preanalysis') return t(`kinds.preanalysis.outcome.${item.params.outcome === 'case_required' ? 'case_required' : 'not_required'}`);
    return t(`kinds.${item.kind}.detail`, item.params);
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('loading')}</Typography>
      </Box>
    );
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('error')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3 }}>
        {t('empty')}
      </Typography>
    );
  } else {
    body = (
      <MenuList id={menuId} aria-labelledby={headingId} autoFocusItem={open} dense sx={{ maxHeight: 400, overflowY: 'auto', py: 0 }}>
        {items.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => choose(item)}
            data-testid="notification-item"
            data-read={item.read ? 'true' : 'false'}
            sx={{
              alignItems: 'flex-start',
              whiteSpace: 'normal',
              py: 1,
              bgcolor: item.read ? undefined : 'action.hover',
              // Focus shows as an outline, not a darker fill: the fill pushed the secondary text under 4.5:1 contrast.
              '&.Mui-focusVisible': {
                bgcolor: item.read ? 'transparent' : 'action.hover',
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: '-2px',
              },
            }}
          >
            <ListItemIcon sx={{ mt: 0.5 }}>{ICONS[item.kind]}</ListItemIcon>
            <ListItemText
              primary={t(`kinds.${item.kind}.title`, item.params)}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {detail(item)}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>
                    {relativeTime(item.created_at, languageTag)}
                    {!item.read && (
                      <Box component="span" sx={{ ml: 0.5, color: 'primary.main', fontWeight: 600 }}>
                        · {t('unread')}
                      </Box>
                    )}
                  </Box>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
            />
          </MenuItem>
        ))}
      </MenuList>
    );
  }

  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="notifications-button"
        >
          <Badge badgeContent={unread} max={99} sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } }}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(380px, calc(100vw - 32px))' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <Button size="small" startIcon={<DoneAllIcon />} disabled={unread === 0} onClick={() => void markAllRead()} sx={{ textTransform: 'none' }}>
            {t('markAll')}
          </Button>
        </Box>
        <Divider />
        {body}
      </Popover>
    </>
  );
}
