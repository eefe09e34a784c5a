import { useState } from 'react';
import {
  FieldError,
  TextArea as AriaTextArea,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { CharacterCount } from '../Field/CharacterCount';
import * as styles from '../Field/Field.css';

/** A multi-line text field (react-aria TextField + TextArea) with label, description, error and count.*/

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** A message from validation or the server; when present the field is invalid and shows it. */
  errorMessage?: string | undefined;
  placeholder?: string;
  /** Shows "count / max" under the field (the limit itself is enforced by validation, not by truncation). */
  showCount?: boolean;
  maxCount?: number;
  formatCount?: (count: number, max: number) => string;
  /** Visible rows (the impression form uses 5). */
  rows?: number;
  className?: string;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  showCount = false,
  maxCount,
  formatCount,
  className,
  value,
  defaultValue,
  onChange,
  rows = 5,
  ...props
}: TextAreaProps) {
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  return (
    <AriaTextField
      {...props}
      value={current}
      onChange={(next) => {
        if (value === undefined) setInner(next);
        onChange?.(next);
      }}
      isInvalid={Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired ? <span className={styles.requiredMark} aria-hidden="true">*</span> : null}
      </Label>
      <AriaTextArea className={styles.control({ multiline: true })} placeholder={placeholder} rows={rows} />
      {description || (showCount && maxCount) ? (
        <div className={styles.meta}>
          {description ? (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          ) : null}
          {showCount && maxCount ? <CharacterCount count={current.length} max={maxCount} format={formatCount} /> : null}
        </div>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
