import { InfoPage } from '../../components/InfoPage';

/** /preanalise — what the pre-analysis is and how long its result is valid. */
export function PreAnalysisPage() {
  return <InfoPage id="preAnalysis" />;
}
