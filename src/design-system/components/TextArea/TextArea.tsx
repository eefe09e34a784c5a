import { useState } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components';
import { TextFieldShell, type TextFieldBaseProps } from '../Field/TextFieldShell';
import * as styles from '../Field/Field.css';

/** A multi-line text field (react-aria TextField + TextArea) with label, description, error and count.*/

export interface TextAreaProps extends TextFieldBaseProps {
  /** Visible rows (the impression form uses 5). */
  rows?: number;
}

const HAS_LETTER = /\p{L}/u;

export function TextArea({ placeholder, rows = 5, valueLanguage, ...props }: TextAreaProps) {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const current = props.value ?? typed;
  // Free text in either language: without a set language it reads in the direction of its first letter (`dir="auto"`),
  // so Arabic typed in the English console reads right to left. Empty, it keeps the page's direction (an empty
  // `dir="auto"` field would be left to right, its caret and placeholder on the wrong side in Arabic).
  const dir = valueLanguage !== undefined ? (valueLanguage === 'ar' ? 'rtl' : 'ltr') : HAS_LETTER.test(current) ? 'auto' : undefined;
  return (
    <TextFieldShell
      {...props}
      onChange={(next) => {
        setTyped(next);
        props.onChange?.(next);
      }}
      control={<AriaTextArea className={styles.control({ multiline: true })} placeholder={placeholder} rows={rows} lang={valueLanguage} dir={dir} />}
    />
  );
}
