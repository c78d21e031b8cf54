import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Role } from '../../../domain/access';
import { useDocumentTitle } from '../../components/use-document-title';
import { TABLE_ACTIONS, roleScreens, roleTable, type Grant } from './role-table';

function GrantCell({ grant, role }: { grant: Grant; role: Role }) {
  const { t } = useTranslation('permissions');
  if (grant.kind === 'no') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          {t('grant.no')}
        </Box>
      </>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
      <CheckIcon fontSize="small" aria-hidden="true" />
      {grant.kind === 'yes' ? (
        <Box component="span" sx={visuallyHidden}>
          {t('grant.yes')}
        </Box>
      ) : (
        <Typography component="span" variant="caption" sx={{ color: 'text.primary' }}>
          {grant.fields.map((field) => t(`conditions.${field}`, { role, defaultValue: t('conditions.other') })).join('; ')}
        </Typography>
      )}
    </Box>
  );
}

/** /permission/<role> — what a role may do, subject by subject, and the internal screens it opens; read from the ability file. */
export function RolePage({ role }: { role: Role }) {
  const { t } = useTranslation(['permissions', 'admin']);
  const title = t(`admin:screens.permission${role}.title`);
  useDocumentTitle(title);
  const rows = useMemo(() => roleTable(role), [role]);
  const screens = useMemo(() => roleScreens(role), [role]);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1" color="primary">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t(`permissions:roles.${role}`)}
      </Typography>

      <Typography id="role-table-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('permissions:tableTitle')}
      </Typography>
      <Typography id="role-legend" sx={{ mb: 2 }}>
        {t('permissions:tableHelp')}
      </Typography>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-labelledby="role-table-title" sx={{ mb: 4 }}>
        <Table size="small" aria-labelledby="role-table-title" aria-describedby="role-legend">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('permissions:subject')}
              </TableCell>
              {TABLE_ACTIONS.map((action) => (
                <TableCell key={action} component="th" scope="col" align="center">
                  {t(`permissions:actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.subject} hover data-subject={row.subject}>
                <TableCell component="th" scope="row">
                  {t(`permissions:subjects.${row.subject}`)}
                </TableCell>
                {TABLE_ACTIONS.map((action) => (
                  <TableCell key={action} align="center" data-action={action}>
                    <GrantCell grant={row.grants[action]} role={role} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('permissions:screensTitle')}
      </Typography>
      {screens.length === 0 ? (
        <Typography>{t('permissions:noScreens')}</Typography>
      ) : (
        <List dense aria-label={t('permissions:screensTitle')}>
          {screens.map((screen) => (
            <ListItem key={screen.key} disableGutters>
              <Link component={RouterLink} to={screen.path}>
                {t(`admin:screens.${screen.key}.title`)}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {screen.path}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Container>
  );
}
