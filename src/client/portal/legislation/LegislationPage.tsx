import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Legislation } from '../../../domain/schemas/legislation';
import { ContentEmpty, ContentError, ContentPage, ContentSearch, ContentSkeleton, useContentList } from '../../components/content';

/** /legislacao — the rules that govern the AGA processes (GET /api/legislation), with summaries, searchable. */
export function LegislationPage() {
  const { t } = useTranslation('content');
  const [q, setQ] = useState<string | undefined>();
  const { rows, loading, error, retry } = useContentList<Legislation>('legislation', q, [{ field: 'code', order: 'asc' }]);
  return (
    <ContentPage slug="legislacao" fallbackTitleKey="pages:legislation.title">
      <ContentSearch id="legislation-search" label={t('legislation.search')} value={q} onChange={setQ} count={loading || error ? null : rows.length} />
      {loading && <ContentSkeleton lines={8} />}
      {error && <ContentError onRetry={retry} />}
      {!loading && !error && rows.length === 0 && <ContentEmpty message={q ? t('no_match') : t('legislation.empty')} />}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="legislation-list">
        {rows.map((rule) => (
          <Card key={rule.id} component="li" variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                {rule.code}
              </Typography>
              <Typography sx={{ fontWeight: 500, mb: 1 }}>{rule.title}</Typography>
              <Typography sx={{ mb: 1, lineHeight: 1.7 }}>{rule.summary}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[rule.issuing_body, rule.year ? String(rule.year) : null].filter(Boolean).join(' · ')}
              </Typography>
              {rule.reference && (
                <Typography variant="body2" color="text.secondary">
                  {rule.reference}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </ContentPage>
  );
}
