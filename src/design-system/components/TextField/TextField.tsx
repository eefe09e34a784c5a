import { Input } from 'react-aria-components';
import { TextFieldShell, type TextFieldBaseProps } from '../Field/TextFieldShell';
import * as styles from '../Field/Field.css';

export type TextFieldProps = TextFieldBaseProps;

const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel']);
const LEFT_TO_RIGHT_INPUT_MODES = new Set(['email', 'url', 'tel', 'numeric', 'decimal']);

/** Emails, addresses, phone numbers and codes read left to right, in Arabic pages too (`sara@`, never `@sara`). */
export function isLeftToRightValue({ type, inputMode }: Pick<TextFieldProps, 'type' | 'inputMode'>): boolean {
  return LEFT_TO_RIGHT_TYPES.has(type ?? '') || LEFT_TO_RIGHT_INPUT_MODES.has(inputMode ?? '');
}

export function TextField({ placeholder, valueLanguage, ...props }: TextFieldProps) {
  const dir = valueLanguage ? (valueLanguage === 'ar' ? 'rtl' : 'ltr') : isLeftToRightValue(props) ? 'ltr' : undefined;
  const control = <Input className={styles.control({ multiline: false })} placeholder={placeholder} lang={valueLanguage} dir={dir} />;
  return <TextFieldShell {...props} control={control} />;
}
