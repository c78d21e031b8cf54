import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { lawTextUrl } from '../../../domain/links';
import type { Legislation } from '../../../domain/schemas/legislation';
import { SearchableContentList } from '../../components/content';
import { LinkedText } from '../../components/content/LinkedText';

const BY_CODE: CrudSort[] = [{ field: 'code', order: 'asc' }];

/** /legislacao — the rules that govern the AGA processes (GET /api/legislation), with summaries, searchable. */
export function LegislationPage() {
  const { t } = useTranslation('content');
  return (
    <SearchableContentList<Legislation> slug="legislacao" resource="legislation" sorters={BY_CODE} name="legislation" skeletonLines={8}>
      {(rows) => (
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
                    <LinkedText text={rule.reference} />
                  </Typography>
                )}
                <Link href={lawTextUrl(rule.code)} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
                  {t('content:legislation.official_text', { code: rule.code })}
                </Link>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </SearchableContentList>
  );
}
