import { lazy } from 'react';
import type { PaletteDialog } from '../navigation/palette/CommandPalette';

// Downloaded when the palette first opens one: the complaint's form or details, the plan/TAC form.
const ComplaintFormDialog = lazy(() => import('./complaints/ComplaintFormDialog').then((m) => ({ default: m.ComplaintFormDialog })));
const ComplaintShowDialog = lazy(() => import('./complaints/ComplaintShowDialog').then((m) => ({ default: m.ComplaintShowDialog })));
const ManagedRecordDialog = lazy(() => import('./ManagedRecordDialog').then((m) => ({ default: m.ManagedRecordDialog })));

/** The dialog the command palette opens over the screen it navigated to (inside the palette's Suspense). */
export function PaletteDialogs({ dialog, onClose }: { dialog: PaletteDialog; onClose: () => void }) {
  if (dialog.kind === 'createComplaint') return <ComplaintFormDialog record={null} onClose={onClose} />;
  if (dialog.kind === 'showComplaint') return <ComplaintShowDialog record={dialog.record} onClose={onClose} />;
  return <ManagedRecordDialog resource={dialog.resource} record={dialog.record} onClose={onClose} />;
}
