import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDms, type FiredCriterion, type Vertex } from '../../../domain/preanalysis/index';
import type { CreatedPreanalysis } from './preanalysis-request-api';

const LOCALE_TAG: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

/** The answer to a request: protocol, outcome in words, each criterion in plain language, validity, PDF or SYSAGA notice. */
export function PreAnalysisRequestResult({ created, vertices }: { created: CreatedPreanalysis; vertices: readonly Vertex[] }) {
  const { t, i18n } = useTranslation('preanalysis');
  const tag = LOCALE_TAG[i18n.resolvedLanguage ?? 'pt'] ?? 'pt-BR';
  const number = (value: number) => value.toLocaleString(tag, { maximumFractionDigits: 2 });
  const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
  const { result, protocol } = created;
  const facilities = new Map(result.facilities.map((f) => [f.id, f.icao ? `${f.name} (${f.icao})` : f.name]));

  const describe = (c: FiredCriterion) => {
    const what = c.surface
      ? t(`request.surfaces.${c.surface}`) + (c.runway_end ? ` ${t('request.runwayEnd', { ident: c.runway_end })}` : '')
      : t(`request.criteria.${c.criterion}`);
    const facility = facilities.get(c.facility_id) ?? c.facility_icao ?? String(c.facility_id);
    const heights = c.allowed_altitude_m === null
      ? t('request.criterionNoLimit', { top: number(c.object_top_m) })
      : t('request.criterionHeights', { allowed: number(c.allowed_altitude_m), top: number(c.object_top_m), excess: number(c.excess_m ?? c.object_top_m - c.allowed_altitude_m) });
    const where = vertices.length > 1 ? ` ${t('request.vertices.at', { n: c.vertex_index + 1 })}` : '';
    return `${t('request.criterionIntro', { what, facility })} ${heights}${c.envelope ? ` ${t('request.envelope')}` : ''}${where}`;
  };

  return (
    <section aria-labelledby="preanalysis-created-heading" data-testid="preanalysis-request-result">
      <Typography component="h3" variant="h5" id="preanalysis-created-heading" sx={{ mb: 1 }}>
        {t('request.protocol')} <span data-testid="preanalysis-protocol">{protocol}</span>
      </Typography>
      <Alert severity={created.outcome === 'not_required' ? 'success' : 'warning'} sx={{ mb: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="preanalysis-request-outcome">{t(`result.outcome.${created.outcome}`)}</Typography>
        {t(`request.outcomeText.${created.outcome}`)}
      </Alert>
      <Typography component="h4" variant="h6">{t('request.vertices.heading', { count: vertices.length })}</Typography>
      <ol data-testid="preanalysis-request-vertices">
        {vertices.map((v, i) => <li key={i}>{`${formatDms(v.latitude, 'latitude')}, ${formatDms(v.longitude, 'longitude')}`}</li>)}
      </ol>
      <Typography sx={{ mb: 1 }}>{t('request.objectTop', { top: number(result.object_top_m) })}</Typography>
      <Typography sx={{ mb: 2 }}>{t('request.validUntil', { date: date(created.valid_until) })}</Typography>
      {result.criteria.length > 0 && (
        <>
          <Typography component="h4" variant="h6">{t('request.criteriaHeading')}</Typography>
          <ul data-testid="preanalysis-request-criteria">
            {result.criteria.map((c, i) => <li key={i}>{describe(c)}</li>)}
          </ul>
        </>
      )}
      {result.facilities.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('request.facilities', { list: result.facilities.map((f) => `${facilities.get(f.id)} — ${number(f.distance_m / 1000)} km`).join('; ') })}
        </Typography>
      )}
      {result.warnings.length > 0 && (
        <ul>{result.warnings.map((w) => <li key={w}>{t(`request.warnings.${w}`)}</li>)}</ul>
      )}
      {created.outcome === 'not_required' ? (
        <>
          <Typography sx={{ mb: 1 }}>{t('request.mailed')}</Typography>
          <Button variant="contained" startIcon={<DownloadIcon />} href={`/api/preanalyses/lookup/${protocol}/declaration.pdf`}>{t('result.download')}</Button>
        </>
      ) : (
        <Alert severity="info" data-testid="preanalysis-sysaga">{t('request.sysaga', { protocol })}</Alert>
      )}
      <Typography sx={{ mt: 2 }}>
        <Link href={`/preanalise?protocolo=${protocol}`}>{t('request.lookupLink')}</Link>
      </Typography>
    </section>
  );
}
