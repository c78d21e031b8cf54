import { useWarnAboutChange } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

interface ModalFormParts<V extends FieldValues> {
  // Typed void by Refine, but it returns the mutation's promise: awaited so a refusal is caught here.
  modal: { visible: boolean; submit: (values: V) => unknown };
  handleSubmit: UseFormHandleSubmit<V>;
  isDirty: boolean;
}

/**
 * The save of a dialog over Refine's useModalForm: the dialog's owner hears when it closed itself (saved, or
 * closed after the unsaved-changes question); a refused save keeps the edits guarded as unsaved, and so does
 * a form the schema refused while it holds edits. `beforeSubmit` clears the previous failure message.
 */
export function useModalSubmit<V extends FieldValues>({ modal, handleSubmit, isDirty }: ModalFormParts<V>, onClose: () => void, beforeSubmit: () => void) {
  const { setWarnWhen } = useWarnAboutChange();
  // Told once, when the dialog hides itself. Not again when the owner's callback changes: a list's close changes with
  // every address, and a hidden dialog still mounted (its list's navigation pending) would close the next record opened.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!modal.visible) onCloseRef.current();
  }, [modal.visible]);

  return handleSubmit(
    async (values) => {
      beforeSubmit();
      try {
        await modal.submit(values);
      } catch {
        // Shown on the fields or in the dialog's alert (onMutationError); the edits are still unsaved.
        setWarnWhen(true);
      }
    },
    () => setWarnWhen(isDirty),
  );
}
