import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../components/InfoPage';

const RULES = ['ica113and114', 'ica11408', 'ordinance2015'] as const;

/** /legislacao — the rules that govern AGA processes. */
export function LegislationPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage id="legislation">
      <Typography component="h2" variant="h2" sx={{ mt: 2, mb: 2 }}>
        {t('legislation.listLabel')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {RULES.map((rule) => (
          <Card component="li" key={rule} variant="outlined">
            <CardContent>
              <Typography component="h3" variant="h6">
                {t(`legislation.items.${rule}.name`)}
              </Typography>
              <Typography color="text.secondary">{t(`legislation.items.${rule}.text`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </InfoPage>
  );
}
