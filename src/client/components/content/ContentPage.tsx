import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSections } from '../../../domain/schemas/page';
import { Page } from '../Page';
import { ContentSections } from './ContentSections';
import { ContentEmpty, ContentError, ContentSkeleton } from './ContentStates';
import { useContentPage } from './use-content-page';

interface ContentPageProps {
  /** The `pages` row to show (e.g. "opea"), in the active language. */
  slug: string;
  /** Title while the row loads or when it is missing (a key of the `pages` namespace). */
  fallbackTitleKey: string;
  /** Shows the summary as a lead paragraph (the list pages use it as their introduction). */
  children?: ReactNode;
}

/** A public page whose title, summary and sections are stored in the database (editable by administrators). */
export function ContentPage({ slug, fallbackTitleKey, children }: ContentPageProps) {
  const { t } = useTranslation(['pages', 'content']);
  const { page, loading, error, retry } = useContentPage(slug);
  return (
    <Page title={page?.title ?? t(fallbackTitleKey)}>
      {loading && <ContentSkeleton />}
      {error && <ContentError onRetry={retry} />}
      {!loading && !error && !page && <ContentEmpty message={t('content:page_missing')} />}
      {page && (
        <>
          {page.summary && (
            <Typography sx={{ mb: 3, fontSize: '1.1875rem', lineHeight: 1.6, color: 'text.secondary' }} data-testid="content-summary">
              {page.summary}
            </Typography>
          )}
          <ContentSections sections={pageSections(page)} />
        </>
      )}
      {children}
    </Page>
  );
}
