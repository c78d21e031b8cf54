import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { CrudSort } from '@refinedev/core';
import type { Faq } from '../../../domain/schemas/faq';
import { SearchableContentList } from '../../components/content';
import { LinkedText } from '../../components/content/LinkedText';

const BY_POSITION: CrudSort[] = [{ field: 'position', order: 'asc' }];

/** /duvidas — frequently asked questions (GET /api/faqs), searchable, each answer folded under its question. */
export function FaqPage() {
  return (
    <SearchableContentList<Faq> slug="duvidas" resource="faqs" sorters={BY_POSITION} name="faq" skeletonLines={8}>
      {(rows) => (
        <div data-testid="faq-list">
          {rows.map((faq) => (
            <Accordion key={faq.id} disableGutters variant="outlined" slots={{ heading: 'h2' }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${faq.id}-answer`} id={`faq-${faq.id}-question`}>
                <Typography sx={{ fontWeight: 500 }}>{faq.question}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${faq.id}-answer`}>
                <Typography sx={{ lineHeight: 1.7 }}>
                  <LinkedText text={faq.answer} />
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
    </SearchableContentList>
  );
}
