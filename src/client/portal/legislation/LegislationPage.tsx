import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrudSort } from '@refinedev/core';
import type { Legislation } from '../../../domain/schemas/legislation';
import { SearchableContentList } from '../../components/content';

const BY_CODE: CrudSort[] = [{ field: 'code', order: 'asc' }];

/** /legislacao — the rules that govern the AGA processes (GET /api/legislation), with summaries, searchable. */
export function LegislationPage() {
  return (
    <SearchableContentList<Legislation>
      slug="legislacao"
      resource="legislation"
      sorters={BY_CODE}
      name="legislation"
      skeletonLines={8}
    >
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
                    {rule.reference}
                  </Typography>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </SearchableContentList>
  );
}
