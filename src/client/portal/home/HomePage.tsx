import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { BRAND_NAVY } from '../../themes/theme';
import { HomeCard } from './HomeCard';
import { HomeSubscription } from './HomeSubscription';
import { useHomeIntro } from './use-home-intro';

const CARDS: readonly { key: string; to: string; icon: ReactNode }[] = [
  { key: 'plans', to: '/planos', icon: <MapIcon /> },
  { key: 'tacs', to: '/tac', icon: <HandshakeIcon /> },
  { key: 'preAnalysis', to: '/preanalise', icon: <FactCheckIcon /> },
  { key: 'documents', to: '/documentos', icon: <DescriptionIcon /> },
  { key: 'legislation', to: '/legislacao', icon: <GavelIcon /> },
  { key: 'sysaga', to: '/sysaga', icon: <AccountTreeIcon /> },
];

/** / and /inicio: what the portal is for, and a card for each of its main services. */
export function HomePage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('home.documentTitle'));
  const intro = useHomeIntro();
  return (
    <>
      <Box sx={{ background: `linear-gradient(135deg, #0b4a8b 0%, ${BRAND_NAVY} 100%)`, color: '#ffffff', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
            {t('home.title')}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' }, maxWidth: 820, lineHeight: 1.6 }}>{intro ?? t('home.lead')}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('home.servicesHeading')}
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {CARDS.map((card) => (
            <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <HomeCard to={card.to} title={t(`home.cards.${card.key}.title`)} text={t(`home.cards.${card.key}.text`)} icon={card.icon} />
            </Grid>
          ))}
        </Grid>
      </Container>
      <HomeSubscription />
    </>
  );
}
