import type { MouseEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from '../Button/IconButton';
import * as styles from './Drawer.css';

export const drawerSides = ['start', 'end'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the panel, also its accessible name. */
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Which edge it slides from, in reading order: start is the right edge in Arabic. */
  side?: DrawerSide;
}

/** A side panel (the small-screen navigation). Activating any link inside closes it. Import it lazily (see lazy.ts). */
export function Drawer({ isOpen, onOpenChange, title, closeLabel, children, side = 'start' }: DrawerProps) {
  // A link was followed (click, Enter or tap): the panel has done its job.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer({ side })}>
        <Dialog className={styles.dialog} onClickCapture={closeOnLink}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onPress={() => onOpenChange(false)} />
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
