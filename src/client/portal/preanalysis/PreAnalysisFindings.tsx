import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { documentTitle, explanationLocale, findingLine, nextStepText, type PreanalysisFinding } from '../../../domain/preanalysis/index';
import type { PreanalysisOutcome } from '../../../domain/schemas/preanalysis';

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
  return (
    <>
      {outcome === 'case_required' && (
        <>
          <Typography component="h3" variant="h6">{t('result.findings')}</Typography>
          {findings.length === 0 ? <Typography>{t('result.noFindings')}</Typography> : (
            <ul data-testid="preanalysis-findings">
              {findings.map((f) => <li key={`${f.facility}|${f.runway_end ?? ''}|${f.surface ?? f.reasons.join()}`}>{findingLine(f, locale, { vertices: vertexCount })}</li>)}
            </ul>
          )}
          <Alert severity="info" data-testid="preanalysis-sysaga" sx={{ mb: 2 }}>
            {nextStepText(locale, protocol)}{' '}
            <Link component={RouterLink} to="/sysaga">{t('result.sysagaLink')}</Link>
          </Alert>
        </>
      )}
      <Button
        component="a" href={`/api/preanalyses/lookup/${protocol}/declaration.pdf?lang=${locale}`} download
        variant="contained" startIcon={<DownloadIcon />} sx={{ mt: 1 }} data-testid="preanalysis-pdf"
      >
        {t('result.download', { title: documentTitle(locale, outcome) })}
      </Button>
    </>
  );
}
