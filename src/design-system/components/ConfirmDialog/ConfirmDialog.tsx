import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { LazyModal } from '../../lazy';

/** A confirmation before a step that cannot be undone: cancel first, the step second (the quiz's start and submit, the second track's set, the console's draw and competition steps). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
}) {
  return (
    <LazyModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            onPress={() => {
              // Confirmed first: a dialog whose closing means "cancel" (a machine's `submit.cancel`) must not cancel it.
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </LazyModal>
  );
}
