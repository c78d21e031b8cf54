import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminScreenAt } from '../../admin/screens';
import { trailOf } from './admin-nav';

/** Where the user is: the dashboard first (unless that is the page), the group, the page (spec §2). */
export function AdminBreadcrumbs() {
  const { t } = useTranslation('admin');
  const trail = trailOf(adminScreenAt(useLocation().pathname));
  return (
    <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ color: 'inherit', minWidth: 0, '& .MuiBreadcrumbs-separator': { color: 'inherit' } }}>
      {trail.map((crumb, index) => {
        const label = crumb.group ? t(`nav.groups.${crumb.group}`) : t(`screens.${crumb.key}.title`);
        const last = index === trail.length - 1;
        if (last) return <Typography key={crumb.key} color="inherit" aria-current="page" noWrap>{label}</Typography>;
        if (!crumb.path) return <Typography key={crumb.key} color="inherit" noWrap sx={{ opacity: 0.85 }}>{label}</Typography>;
        return (
          <Link key={crumb.key} component={RouterLink} to={crumb.path} color="inherit" underline="hover" noWrap>
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
