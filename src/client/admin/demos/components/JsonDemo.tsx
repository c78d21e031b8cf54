import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { githubDarkTheme, githubLightTheme, JsonEditor, type JsonData } from 'json-edit-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const SAMPLE: JsonData = {
  icao: 'SBGR',
  name: 'Guarulhos',
  runways: [
    { designation: '09L/27R', length_m: 3700 },
    { designation: '09R/27L', length_m: 3000 },
  ],
  operational: true,
};

/** json-edit-react: edit values in place; the document below reflects every change. */
export function JsonDemo() {
  const { t } = useTranslation('demos');
  const { palette } = useTheme();
  const [data, setData] = useState<JsonData>(SAMPLE);
  return (
    <DemoSection title={t('components.json.title')} description={t('components.json.description')}>
      <Box sx={{ overflowX: 'auto' }}>
        <JsonEditor
          data={data}
          setData={setData}
          rootName={t('components.json.root')}
          theme={[palette.mode === 'dark' ? githubDarkTheme : githubLightTheme, { itemCount: { color: palette.text.secondary } }]}
          showIconTooltips
          minWidth="min(100%, 320px)"
          maxWidth="100%"
          translations={{
            TOOLTIP_COPY: t('components.json.copy'),
            TOOLTIP_EDIT: t('components.json.edit'),
            TOOLTIP_DELETE: t('components.json.delete'),
            TOOLTIP_ADD: t('components.json.add'),
            ITEM_SINGLE: t('components.json.item', { skipInterpolation: true }),
            ITEMS_MULTIPLE: t('components.json.items', { skipInterpolation: true }),
          }}
        />
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {t('components.json.result')}
      </Typography>
      <Box
        component="pre"
        data-testid="json-result"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem' }}
      >
        {JSON.stringify(data)}
      </Box>
    </DemoSection>
  );
}
