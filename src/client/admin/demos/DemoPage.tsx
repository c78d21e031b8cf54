import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import type { AdminScreenKey } from '../../navigation/screens';

/** A developer demo screen: the screen's h1 and description (admin:screens) above its sections. */
export function DemoPage({ screen, children }: { screen: AdminScreenKey; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h1" color="primary" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.0625rem', mb: 3 }}>{t(`screens.${screen}.description`)}</Typography>
      {children}
    </Container>
  );
}
