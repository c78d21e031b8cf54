import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { explainResult, formatDms, type Vertex } from '../../../domain/preanalysis/index';
import { PreAnalysisFindings } from './PreAnalysisFindings';
import type { CreatedPreanalysis } from './preanalysis-request-api';

const LOCALE_TAG: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

/** The answer to a request: protocol, outcome in words, validity, the findings, the next step and the document (PDF). */
export function PreAnalysisRequestResult({ created, vertices }: { created: CreatedPreanalysis; vertices: readonly Vertex[] }) {
  const { t, i18n } = useTranslation('preanalysis');
  const tag = LOCALE_TAG[i18n.resolvedLanguage ?? 'pt'] ?? 'pt-BR';
  const number = (value: number) => value.toLocaleString(tag, { maximumFractionDigits: 2 });
  const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
  const { result, protocol } = created;
  const facilities = new Map(result.facilities.map((f) => [f.id, f.icao ? `${f.name} (${f.icao})` : f.name]));

  return (
    <section aria-labelledby="preanalysis-created-heading" data-testid="preanalysis-request-result">
      <Typography component="h3" variant="h5" id="preanalysis-created-heading" sx={{ mb: 1 }}>
        {t('request.protocol')} <span data-testid="preanalysis-protocol">{protocol}</span>
      </Typography>
      <Alert severity={created.outcome === 'not_required' ? 'success' : 'warning'} sx={{ mb: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="preanalysis-request-outcome">
          {t(`result.outcome.${created.outcome}`)}
        </Typography>
        {t(`request.outcomeText.${created.outcome}`)}
      </Alert>
      <Typography component="h4" variant="h6">
        {t('request.vertices.heading', { count: vertices.length })}
      </Typography>
      <ol data-testid="preanalysis-request-vertices">
        {vertices.map((v, i) => (
          <li key={i}>{`${formatDms(v.latitude, 'latitude')}, ${formatDms(v.longitude, 'longitude')}`}</li>
        ))}
      </ol>
      <Typography sx={{ mb: 1 }}>{t('request.objectTop', { top: number(result.object_top_m) })}</Typography>
      <Typography sx={{ mb: 2 }}>{t('request.validUntil', { date: date(created.valid_until) })}</Typography>
      <PreAnalysisFindings protocol={protocol} outcome={created.outcome} findings={explainResult(result)} vertexCount={vertices.length} />
      <Typography sx={{ my: 2 }}>{t('request.mailed')}</Typography>
      {result.facilities.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('request.facilities', { list: result.facilities.map((f) => `${facilities.get(f.id)} — ${number(f.distance_m / 1000)} km`).join('; ') })}
        </Typography>
      )}
      {result.warnings.length > 0 && (
        <ul>
          {result.warnings.map((w) => (
            <li key={w}>{t(`request.warnings.${w}`)}</li>
          ))}
        </ul>
      )}
      <Typography sx={{ mt: 2 }}>
        <Link href={`/preanalise?protocolo=${protocol}`}>{t('request.lookupLink')}</Link>
      </Typography>
    </section>
  );
}
