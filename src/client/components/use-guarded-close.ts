import { useTranslate, useWarnAboutChange } from '@refinedev/core';
import { useCallback, useEffect } from 'react';

/**
 * For a dialog whose save is not one of Refine's form hooks (a custom request): Refine's unsaved-changes guard all
 * the same. While `dirty`, leaving the page asks (Refine's UnsavedChangesNotifier), and `close` asks first with the
 * same question as useModalForm; the guard is lifted when the dialog goes, saved or closed.
 */
export function useGuardedClose(dirty: boolean, onClose: () => void): () => void {
  const translate = useTranslate();
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);
  return useCallback(() => {
    if (dirty && !window.confirm(translate('warnWhenUnsavedChanges', 'Are you sure you want to leave? You have unsaved changes.'))) return;
    setWarnWhen(false);
    onClose();
  }, [dirty, onClose, setWarnWhen, translate]);
}
