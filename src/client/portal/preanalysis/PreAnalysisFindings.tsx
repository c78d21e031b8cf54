import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOCALES, type Locale } from '../../../domain/constants';
import { documentTitle, explanationLocale, findingLine, nextStepText, type PreanalysisFinding } from '../../../domain/preanalysis/index';
import type { PreanalysisOutcome } from '../../../domain/schemas/preanalysis';
import { LANGUAGE_NAMES } from '../../components/LanguageMenu';

interface PreAnalysisFindingsProps {
  protocol: string;
  outcome: PreanalysisOutcome;
  findings: readonly PreanalysisFinding[];
  vertexCount: number;
}

/**
 * What both results show alike (signed-in answer and public lookup): one line per facility, runway end and surface
 * — the same words as the PDF and the e-mail —, the next step with a link to SYSAGA when a case is needed, and the
 * document in the page's language.
 */
export function PreAnalysisFindings({ protocol, outcome, findings, vertexCount }: PreAnalysisFindingsProps) {
  const { t, i18n } = useTranslation('preanalysis');
  const locale = explanationLocale(i18n.resolvedLanguage);
  // The document follows the page's language unless another one is chosen beside the button.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const pdfLocale = chosen ?? locale;
  return (
    <>
      {outcome === 'case_required' && (
        <>
          <Typography component="h3" variant="h6">
            {t('result.findings')}
          </Typography>
          {findings.length === 0 ? (
            <Typography>{t('result.noFindings')}</Typography>
          ) : (
            <ul data-testid="preanalysis-findings">
              {findings.map((f) => (
                <li key={`${f.facility}|${f.runway_end ?? ''}|${f.surface ?? f.reasons.join()}`}>{findingLine(f, locale, { vertices: vertexCount })}</li>
              ))}
            </ul>
          )}
          <Alert severity="info" data-testid="preanalysis-sysaga" sx={{ mb: 2 }}>
            {nextStepText(locale, protocol)}{' '}
            <Link component={RouterLink} to="/sysaga">
              {t('result.sysagaLink')}
            </Link>
          </Alert>
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <Button
          component="a"
          href={`/api/preanalyses/lookup/${protocol}/declaration.pdf?lang=${pdfLocale}`}
          download
          variant="contained"
          startIcon={<DownloadIcon />}
          data-testid="preanalysis-pdf"
        >
          {t('result.download', { title: documentTitle(locale, outcome) })}
        </Button>
        <TextField
          select
          size="small"
          id={`preanalysis-pdf-language-${protocol}`}
          label={t('result.pdfLanguage')}
          value={pdfLocale}
          sx={{ minWidth: 160 }}
          onChange={(event) => setChosen(explanationLocale(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </TextField>
      </Stack>
    </>
  );
}
