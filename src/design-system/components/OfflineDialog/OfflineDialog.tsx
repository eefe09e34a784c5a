import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { OfflineIcon } from '../../icons/icons';
import * as styles from './OfflineDialog.css';

export interface OfflineDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** "You are currently offline. Please check your internet connection." */
  message: string;
  /** Text of the dismiss button. */
  dismissLabel: string;
  /** Accessible name of the × button. */
  closeLabel: string;
}

/** The notice shown when the browser goes offline; the app reopens it on each offline event. */
export function OfflineDialog({ isOpen, onOpenChange, title, message, dismissLabel, closeLabel }: OfflineDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      size="sm"
      role="alertdialog"
      footer={
        <Button variant="primary" onPress={() => onOpenChange(false)}>
          {dismissLabel}
        </Button>
      }
    >
      <div className={styles.body}>
        <span className={styles.icon}>
          <OfflineIcon />
        </span>
        <p>{message}</p>
      </div>
    </Modal>
  );
}
