import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from '../Button/IconButton';
import * as styles from './Modal.css';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel: string;
  /**
   * A static backdrop: a click outside does not close it and Escape is disabled
   * (the impression form); only its own buttons close it.
   */
  staticBackdrop?: boolean;
  size?: ModalSize;
  /** Buttons under the content, in reading order. */
  footer?: ReactNode;
  /** `alertdialog` for interruptions such as the offline notice. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus is trapped inside and returns to the opener when it closes. Import it lazily (see lazy.ts). */
export function Modal({ isOpen, onOpenChange, title, children, closeLabel, staticBackdrop = false, size = 'md', footer, role = 'dialog' }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!staticBackdrop}
      isKeyboardDismissDisabled={staticBackdrop}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onPress={close} className={styles.close} />
              </div>
              <div>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
