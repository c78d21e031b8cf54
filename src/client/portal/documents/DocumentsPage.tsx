import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { PortalDocument } from '../../../domain/schemas/document';
import { SearchableContentList } from '../../components/content';
import { API_URL } from '../../providers/api-url';

const BY_TITLE: CrudSort[] = [{ field: 'title', order: 'asc' }];

function formatSize(bytes: number, locale: string): string {
  const kb = Math.max(1, Math.round(bytes / 1024));
  return `${new Intl.NumberFormat(locale).format(kb)} KB`;
}

/** /documentos — auxiliary documents (GET /api/documents), searchable; each downloads from /api/documents/:id/file. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation('content');
  return (
    <SearchableContentList<PortalDocument> slug="documentos" resource="documents" sorters={BY_TITLE} name="documents" skeletonLines={6}>
      {(rows) => (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="documents-list">
          {rows.map((document) => (
            <Card key={document.id} component="li" variant="outlined">
              <CardContent>
                <Typography component="h2" variant="h6" gutterBottom>
                  {document.title}
                </Typography>
                <Typography sx={{ mb: 1, lineHeight: 1.7 }}>{document.description}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`documents.categories.${document.category}`)} · PDF · {formatSize(document.size, i18n.language)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  href={`${API_URL}/documents/${document.id}/file`}
                  download={document.file_name}
                  startIcon={<DownloadIcon />}
                  aria-label={t('documents.download_named', { title: document.title })}
                >
                  {t('documents.download')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
    </SearchableContentList>
  );
}
