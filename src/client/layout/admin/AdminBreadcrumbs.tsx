import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBreadcrumb, type BreadcrumbsType } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dashboardScreen } from '../../navigation/screens';

/** Where the user is (spec §2): the dashboard first (unless that is the page), then Refine's crumbs (group, screen). */
export function AdminBreadcrumbs() {
  const { t } = useTranslation('admin');
  const { breadcrumbs } = useBreadcrumb();
  const home: BreadcrumbsType = { label: t(`screens.${dashboardScreen.key}.title`), href: dashboardScreen.path };
  const trail = breadcrumbs[0]?.href === home.href ? breadcrumbs : [home, ...breadcrumbs];
  return (
    <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ color: 'inherit', minWidth: 0, '& .MuiBreadcrumbs-separator': { color: 'inherit' } }}>
      {trail.map((crumb, index) => {
        const key = `${index}:${crumb.label}`;
        if (index === trail.length - 1)
          return (
            <Typography key={key} color="inherit" aria-current="page" noWrap>
              {crumb.label}
            </Typography>
          );
        if (!crumb.href)
          return (
            <Typography key={key} color="inherit" noWrap sx={{ opacity: 0.85 }}>
              {crumb.label}
            </Typography>
          );
        return (
          <Link key={key} component={RouterLink} to={crumb.href} color="inherit" underline="hover" noWrap>
            {crumb.label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
