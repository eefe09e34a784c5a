import { useState, type ReactNode } from 'react';
import { FieldError, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { CharacterCount } from './CharacterCount';
import { FieldLabel } from './FieldLabel';
import * as styles from './Field.css';

/** What TextField and TextArea have in common: everything but their control. */
export interface TextFieldBaseProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** A message from validation or the server; when present the field is invalid and shows it. */
  errorMessage?: string | undefined;
  placeholder?: string;
  /** Shows "count / max" under the field (the limit itself is enforced by validation, not by truncation). */
  showCount?: boolean;
  maxCount?: number;
  formatCount?: (count: number, max: number) => string;
  className?: string;
  /**
   * The language of the value typed, when it is not the page's (a text in two languages side by side): the control
   * takes its `lang` and direction, Arabic right to left and English left to right, while the label stays the page's.
   */
  valueLanguage?: 'ar' | 'en';
}

/** react-aria's TextField with label, description, character count and error around a given control. */
export function TextFieldShell({
  label,
  description,
  errorMessage,
  showCount = false,
  maxCount,
  formatCount,
  className,
  value,
  defaultValue,
  onChange,
  control,
  ...props
}: Omit<TextFieldBaseProps, 'placeholder'> & { control: ReactNode }) {
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
      <FieldLabel label={label} isRequired={props.isRequired} />
      {control}
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
