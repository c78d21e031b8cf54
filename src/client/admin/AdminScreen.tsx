import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../components/use-document-title';
import type { AdminScreenKey } from './screens';

/** An internal screen not built yet: its title and what it is for. */
export function AdminScreen({ screen }: { screen: AdminScreenKey }) {
  const { t } = useTranslation('admin');
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h1" color="primary" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.0625rem' }}>{t(`screens.${screen}.description`)}</Typography>
    </Container>
  );
}
