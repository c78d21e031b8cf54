import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { PreAnalysisLookupForm } from './PreAnalysisLookupForm';
import { PreAnalysisRequestSection } from './PreAnalysisRequestSection';
import { PreAnalysisResult } from './PreAnalysisResult';
import { usePreanalysisLookup } from './use-preanalysis-lookup';

/** /preanalise — the lookup of a stored pre-analysis by protocol (?protocolo= in the URL), what the pre-analysis is, and the request form (signed in). */
export function PreAnalysisPage() {
  const { t } = useTranslation('preanalysis');
  const [searchParams, setSearchParams] = useSearchParams();
  const protocol = searchParams.get('protocolo') ?? '';
  const lookup = usePreanalysisLookup(protocol);
  // The lookup leads the page (the spec's main purpose, on phones too): a new search — well formed or not — replaces
  // the previous result, since the URL's protocol is the only state.
  const lead = (
    <>
      <PreAnalysisLookupForm initial={protocol} busy={lookup.kind === 'loading'} onSubmit={(value) => setSearchParams(value ? { protocolo: value } : {})} />
      {lookup.kind === 'failed' && (
        <PreAnalysisMessage
          text={
            lookup.status === 404 ? t('lookup.notFound', { protocol }) : lookup.detail ? t('lookup.failed', { detail: lookup.detail }) : t('lookup.network')
          }
        />
      )}
      {lookup.kind === 'found' && <PreAnalysisResult record={lookup.record} />}
    </>
  );
  return (
    <InfoPage id="preAnalysis" lead={lead}>
      <PreAnalysisRequestSection />
    </InfoPage>
  );
}

function PreAnalysisMessage({ text }: { text: string }) {
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      {text}
    </Alert>
  );
}
