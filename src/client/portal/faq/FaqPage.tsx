import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Faq } from '../../../domain/schemas/faq';
import { ContentEmpty, ContentError, ContentPage, ContentSearch, ContentSkeleton, useContentList } from '../../components/content';

/** /duvidas — frequently asked questions (GET /api/faqs), searchable, each answer folded under its question. */
export function FaqPage() {
  const { t } = useTranslation('content');
  const [q, setQ] = useState<string | undefined>();
  const { rows, loading, error, retry } = useContentList<Faq>('faqs', q, [{ field: 'position', order: 'asc' }]);
  return (
    <ContentPage slug="duvidas" fallbackTitleKey="pages:faq.title">
      <ContentSearch id="faq-search" label={t('faq.search')} value={q} onChange={setQ} count={loading || error ? null : rows.length} />
      {loading && <ContentSkeleton lines={8} />}
      {error && <ContentError onRetry={retry} />}
      {!loading && !error && rows.length === 0 && <ContentEmpty message={q ? t('no_match') : t('faq.empty')} />}
      <div data-testid="faq-list">
        {rows.map((faq) => (
          <Accordion key={faq.id} disableGutters variant="outlined" slots={{ heading: 'h2' }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${faq.id}-answer`} id={`faq-${faq.id}-question`}>
              <Typography sx={{ fontWeight: 500 }}>{faq.question}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${faq.id}-answer`}>
              <Typography sx={{ lineHeight: 1.7 }}>{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </ContentPage>
  );
}
