import { Input } from 'react-aria-components';
import { TextFieldShell, type TextFieldBaseProps } from '../Field/TextFieldShell';
import * as styles from '../Field/Field.css';

export type TextFieldProps = TextFieldBaseProps;

export function TextField({ placeholder, ...props }: TextFieldProps) {
  return <TextFieldShell {...props} control={<Input className={styles.control({ multiline: false })} placeholder={placeholder} />} />;
}
