import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchRowResult } from '../../../domain/preanalysis/batch';
import { ApiProblem } from '../subscriptions/subscription-api';
import { BATCH_CHUNK_ROWS, BATCH_COLUMNS, BATCH_MAX_FILE_ROWS, SAMPLE_CSV, parseBatchCsv, resultCsv } from './batch-csv';
import { evaluateBatch } from './preanalysis-request-api';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; results: BatchRowResult[]; url: string; name: string };

const MAX_ERRORS_SHOWN = 50;

/** Hook: a blob URL for a text, revoked when it changes or on unmount. */
function useBlobUrl(text: string, type: string): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([text], { type }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [text, type]);
  return url;
}

/** "Pré-análise em lote": upload a CSV, evaluate it in chunks with progress, download the result CSV. Nothing is stored. */
export function PreAnalysisBatchSection() {
  const { t, i18n } = useTranslation('preanalysis');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const sampleUrl = useBlobUrl(SAMPLE_CSV, 'text/csv');
  useEffect(
    () => () => {
      if (state.kind === 'done') URL.revokeObjectURL(state.url);
    },
    [state],
  );

  const run = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = await parseBatchCsv(await file.text());
    if (!parsed.ok) {
      setState({ kind: 'failed', message: t(`batch.errors.${parsed.error}`, { max: BATCH_MAX_FILE_ROWS, columns: parsed.missing?.join(', ') ?? '' }) });
      return;
    }
    const { rows } = parsed;
    const results: BatchRowResult[] = [];
    setState({ kind: 'running', done: 0, total: rows.length });
    try {
      for (let start = 0; start < rows.length; start += BATCH_CHUNK_ROWS) {
        const answer = await evaluateBatch(rows.slice(start, start + BATCH_CHUNK_ROWS), start + 2);
        results.push(...answer.results);
        setState({ kind: 'running', done: results.length, total: rows.length });
      }
    } catch (error) {
      const message =
        error instanceof ApiProblem && error.status === 401
          ? t('request.sessionEnded')
          : error instanceof ApiProblem && error.detail
            ? error.detail
            : t('request.network');
      setState({ kind: 'failed', message: t('batch.stopped', { done: results.length, total: rows.length, message }) });
      return;
    }
    const csv = await resultCsv(rows, results, t, parsed.delimiter, i18n.language);
    setState({
      kind: 'done',
      results,
      url: URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv' })),
      name: `${file.name.replace(/\.csv$/i, '')}-${t('batch.result.file')}.csv`,
    });
  };

  const count = (outcome: BatchRowResult['outcome']) => (state.kind === 'done' ? state.results.filter((r) => r.outcome === outcome).length : 0);
  const errors = state.kind === 'done' ? state.results.filter((r) => r.errors.length > 0) : [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="preanalysis-batch-heading" sx={{ mb: 3, p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h2" id="preanalysis-batch-heading" sx={{ mb: 1 }}>
        {t('batch.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('batch.intro', { max: BATCH_MAX_FILE_ROWS })}</Typography>
      <Typography component="div" variant="body2" sx={{ mb: 2 }}>
        {t('batch.format')}
        <ul>
          {BATCH_COLUMNS.map((c) => (
            <li key={c}>
              <code>{c}</code>: {t(`batch.columns.${c}`)}
            </li>
          ))}
        </ul>
        <Link href={sampleUrl} download="pre-analise-exemplo.csv">
          {t('batch.sample')}
        </Link>
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={state.kind === 'running'}>
        {t('batch.choose')}
        <input type="file" accept=".csv,text/csv" hidden data-testid="preanalysis-batch-file" onChange={(event) => void run(event)} />
      </Button>
      {state.kind === 'running' && (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={(state.done / state.total) * 100} aria-label={t('batch.progressLabel')} />
          <Typography variant="body2" aria-live="polite">
            {t('batch.progress', { done: state.done, total: state.total })}
          </Typography>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.message}
        </Alert>
      )}
      {state.kind === 'done' && (
        <Stack spacing={1} sx={{ mt: 2 }} data-testid="preanalysis-batch-result">
          <Alert severity="info">
            {t('batch.summary', {
              rows: t('batch.rows', { count: state.results.length }),
              not_required: t('batch.not_required', { count: count('not_required') }),
              case_required: t('batch.case_required', { count: count('case_required') }),
              invalid: t('batch.invalid', { count: count(null) }),
            })}
          </Alert>
          {errors.length > 0 && (
            <>
              <Typography component="h3" variant="h6">
                {t('batch.errorsHeading')}
              </Typography>
              <ul>
                {errors.slice(0, MAX_ERRORS_SHOWN).map((r) => (
                  <li key={r.row}>
                    {t('batch.rowError', {
                      row: r.row,
                      errors: r.errors.map((e) => `${t(`batch.fields.${e.field}`)}: ${t(`request.errors.${e.code}`)}`).join(' '),
                    })}
                  </li>
                ))}
              </ul>
              {errors.length > MAX_ERRORS_SHOWN && (
                <Typography variant="body2">{t('batch.moreErrors', { count: errors.length - MAX_ERRORS_SHOWN })}</Typography>
              )}
            </>
          )}
          <div>
            <Button variant="contained" startIcon={<DownloadIcon />} href={state.url} download={state.name}>
              {t('batch.download')}
            </Button>
          </div>
          <Typography variant="body2" color="text.secondary">
            {t('batch.notStored')}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
