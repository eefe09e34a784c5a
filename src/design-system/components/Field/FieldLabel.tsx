import { Label } from 'react-aria-components';
import * as styles from './Field.css';

/** A field's label, with the required mark (hidden from assistive technology, which reads `required`). */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? <span className={styles.requiredMark} aria-hidden="true">*</span> : null}
    </Label>
  );
}
