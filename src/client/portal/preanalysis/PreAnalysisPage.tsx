import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { PreAnalysisLookupForm } from './PreAnalysisLookupForm';
import { PreAnalysisRequestSection } from './PreAnalysisRequestSection';
import { PreAnalysisResult } from './PreAnalysisResult';
import { usePreanalysisLookup } from './use-preanalysis-lookup';

/** /preanalise — what the pre-analysis is, the request form (signed in), and the lookup of a stored one by protocol (?protocolo= in the URL). */
export function PreAnalysisPage() {
  const { t } = useTranslation('preanalysis');
  const [searchParams, setSearchParams] = useSearchParams();
  const protocol = searchParams.get('protocolo') ?? '';
  const lookup = usePreanalysisLookup(protocol);
  return (
    <InfoPage id="preAnalysis">
      <PreAnalysisRequestSection />
      <PreAnalysisLookupForm
        key={protocol}
        initial={protocol}
        busy={lookup.kind === 'loading'}
        onSubmit={(value) => setSearchParams({ protocolo: value })}
      />
      {lookup.kind === 'invalid' && <PreAnalysisMessage text={t('lookup.invalid')} />}
      {lookup.kind === 'failed' && <PreAnalysisMessage text={lookup.status === 404 ? t('lookup.notFound', { protocol }) : lookup.detail ? t('lookup.failed', { detail: lookup.detail }) : t('lookup.network')} />}
      {lookup.kind === 'found' && <PreAnalysisResult record={lookup.record} />}
    </InfoPage>
  );
}

function PreAnalysisMessage({ text }: { text: string }) {
  return <Alert severity="error" sx={{ mt: 2 }}>{text}</Alert>;
}
