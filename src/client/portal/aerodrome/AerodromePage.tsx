import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContentPage } from '../../components/content';
import { AERODROME_LINKS } from '../../navigation/portal-nav';

/** /aerodromo — the aerodrome processes, with a link to each. */
export function AerodromePage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <ContentPage slug="aerodromo" fallbackTitleKey="pages:aerodrome.title">
      <List aria-label={t('pages:aerodrome.listLabel')} sx={{ bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
        {AERODROME_LINKS.map((link) => (
          <li key={link.path}>
            <ListItemButton component={RouterLink} to={link.path}>
              <ListItemText primary={t(`common:nav.${link.key}`)} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </ContentPage>
  );
}
