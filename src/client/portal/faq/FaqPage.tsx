import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../components/InfoPage';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/** /duvidas — frequently asked questions, each answer folded under its question. */
export function FaqPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage id="faq">
      {QUESTIONS.map((question) => (
        <Accordion key={question} disableGutters variant="outlined" slots={{ heading: 'h2' }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 500 }}>{t(`faq.items.${question}.question`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{t(`faq.items.${question}.answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </InfoPage>
  );
}
