import { TextArea as AriaTextArea } from 'react-aria-components';
import { TextFieldShell, type TextFieldBaseProps } from '../Field/TextFieldShell';
import * as styles from '../Field/Field.css';

/** A multi-line text field (react-aria TextField + TextArea) with label, description, error and count.*/

export interface TextAreaProps extends TextFieldBaseProps {
  /** Visible rows (the impression form uses 5). */
  rows?: number;
}

export function TextArea({ placeholder, rows = 5, valueLanguage, ...props }: TextAreaProps) {
  const dir = valueLanguage === undefined ? undefined : valueLanguage === 'ar' ? 'rtl' : 'ltr';
  return (
    <TextFieldShell
      {...props}
      control={<AriaTextArea className={styles.control({ multiline: true })} placeholder={placeholder} rows={rows} lang={valueLanguage} dir={dir} />}
    />
  );
}
