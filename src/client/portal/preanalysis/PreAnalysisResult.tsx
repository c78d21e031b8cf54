import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PreanalysisLookup } from '../../../domain/schemas/preanalysis';
import { PreAnalysisFindings } from './PreAnalysisFindings';

const LOCALE_TAG: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

/** A stored pre-analysis: outcome, dates, the object's position and size, the findings, and its document. */
export function PreAnalysisResult({ record }: { record: PreanalysisLookup }) {
  const { t, i18n } = useTranslation('preanalysis');
  const tag = LOCALE_TAG[i18n.resolvedLanguage ?? 'pt'] ?? 'pt-BR';
  const number = (value: number, digits = 2) => value.toLocaleString(tag, { maximumFractionDigits: digits });
  const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
  const vertices = record.vertices && record.vertices.length > 1 ? record.vertices : [{ latitude: record.latitude, longitude: record.longitude }];
  const vertexRows: [string, string][] =
    vertices.length === 1
      ? [
          [t('result.latitude'), `${number(record.latitude, 6)}°`],
          [t('result.longitude'), `${number(record.longitude, 6)}°`],
        ]
      : vertices.map((v, i) => [t('result.vertex', { n: i + 1 }), `${number(v.latitude, 6)}°, ${number(v.longitude, 6)}°`]);
  const rows: [string, string][] = [
    [t('result.date'), date(record.created_at)],
    [t('result.validUntil'), `${date(record.valid_until)}${record.expired ? ` (${t('result.expired')})` : ''}`],
    ...vertexRows,
    [t('result.baseAltitude'), t('result.metres', { value: number(record.base_altitude_m) })],
    [t('result.objectHeight'), t('result.metres', { value: number(record.object_height_m) })],
    [t('result.versions'), t('result.versionsValue', { rules: record.rule_set_version, data: record.data_version })],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="preanalysis-result-heading" sx={{ mt: 3, mb: 4, p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h2" id="preanalysis-result-heading" sx={{ mb: 2 }}>
        {t('result.heading', { protocol: record.protocol })}
      </Typography>
      <Alert severity={record.outcome === 'not_required' ? 'success' : 'warning'} sx={{ mb: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="preanalysis-outcome">
          {t(`result.outcome.${record.outcome}`)}
        </Typography>
        {t(`result.outcomeText.${record.outcome}`)}
      </Alert>
      {record.sample && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('result.sample')}
        </Typography>
      )}
      <Table size="small" sx={{ mb: 3 }}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PreAnalysisFindings protocol={record.protocol} outcome={record.outcome} findings={record.findings} vertexCount={vertices.length} />
    </Paper>
  );
}
