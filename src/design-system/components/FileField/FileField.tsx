import { useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as field from '../Field/Field.css';
import * as styles from './FileField.css';

export interface FileFieldProps {
  label: string;
  /** The trigger's text, e.g. "اختر صورة" / "Choose a picture". */
  buttonLabel: string;
  /** Shown while nothing is chosen, e.g. "لم تختر صورة بعد" / "No picture chosen". */
  noFileLabel: string;
  /** The chosen file's name; null while nothing is chosen (the field is controlled by its page). */
  fileName: string | null;
  onSelect: (file: File | null) => void;
  /** MIME types, e.g. ['image/jpeg', 'image/png']. */
  acceptedFileTypes?: string[];
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * A file input drawn as the design system's button (react-aria's FileTrigger: keyboard and screen-reader
 * usable) with the chosen file's name beside it, instead of the browser's bare "Choose File" control.
 */
export function FileField({ label, buttonLabel, noFileLabel, fileName, onSelect, acceptedFileTypes, description, errorMessage, isDisabled }: FileFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <div className={field.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={field.label}>
        {label}
      </span>
      <div className={styles.row}>
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => onSelect(files?.[0] ?? null)}>
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-labelledby={`${labelId} ${id}-button ${nameId}`}
            aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
            id={`${id}-button`}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
        <span id={nameId} className={fileName ? styles.fileName : styles.noFile} aria-live="polite" data-testid="file-name">
          {fileName ?? noFileLabel}
        </span>
      </div>
      {/* The design system's hint and error styles (as FieldHelp draws them for react-aria's fields, which a file trigger is not). */}
      {description ? (
        <span id={descriptionId} className={field.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={field.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
