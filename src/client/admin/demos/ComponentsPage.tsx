import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../../components/lazy-page';
import { DemoPage } from './DemoPage';
import { BackToTopDemo } from './components/BackToTopDemo';
import { CountToDemo } from './components/CountToDemo';
import { DropzoneDemo } from './components/DropzoneDemo';
import { KanbanDemo } from './components/KanbanDemo';
import { SplitPaneDemo } from './components/SplitPaneDemo';
import { StickyDemo } from './components/StickyDemo';

/** The three editors are the heavy ones: each comes in its own chunk, with its CSS. */
const RichTextDemo = lazyPage(() => import('./components/RichTextDemo').then((m) => m.RichTextDemo));
const MarkdownDemo = lazyPage(() => import('./components/MarkdownDemo').then((m) => m.MarkdownDemo));
const JsonDemo = lazyPage(() => import('./components/JsonDemo').then((m) => m.JsonDemo));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<Skeleton variant="rounded" height={320} />}>{children}</Suspense>;

/** /components — the richer libraries the internal area may use, each in a working demo (this chunk only). */
export function ComponentsPage() {
  return (
    <DemoPage screen="components">
      <Stack spacing={2}>
        <Loading>
          <RichTextDemo />
        </Loading>
        <Loading>
          <MarkdownDemo />
        </Loading>
        <Loading>
          <JsonDemo />
        </Loading>
        <SplitPaneDemo />
        <DropzoneDemo />
        <StickyDemo />
        <CountToDemo />
        <BackToTopDemo />
        <KanbanDemo />
      </Stack>
    </DemoPage>
  );
}
