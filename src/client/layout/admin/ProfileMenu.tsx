import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useLogout } from '@refinedev/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers/auth-provider';
import { accountUrl } from '../../providers/keycloak';

/** The user's name and avatar; the menu opens the identity provider's account page or logs out. */
export function ProfileMenu() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const { mutate: logout } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const name = user?.name ?? '';

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-label={t('profile.open', { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar src={user?.avatar || undefined} alt="" sx={{ width: 32, height: 32 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        }
        sx={{ textTransform: 'none', flexShrink: 0, maxWidth: 220 }}
      >
        <Typography component="span" noWrap sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Typography>
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Who is signed in, outside the menu itself (a menu holds only its items). */}
        <Box sx={{ px: 2, pt: 1.5, pb: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          {user?.email && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={open}>
          <MenuItem component="a" href={accountUrl()} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {t('profile.account')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              logout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
