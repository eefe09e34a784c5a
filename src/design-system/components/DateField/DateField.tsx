import { DateField as AriaDateField, DateInput, DateSegment, type DateFieldProps as AriaDateFieldProps, type DateValue } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import * as styles from '../DatePicker/DatePicker.css';
import { fullWidth } from './DateField.css';
import { readTypedDigits } from './typedDigits';

export interface DateFieldProps<T extends DateValue = DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  className?: string;
}

/**
 * A date typed in segments (a birth date: no calendar to page through decades). The segments'
 * order, separators and digits follow the page's locale (react-aria's I18nProvider), so a hint
 * written with the same locale's date format shows what the field shows. Western, Arabic-Indic and
 * Persian digits are all typed as digits.
 */
export function DateField<T extends DateValue = DateValue>({ label, description, errorMessage, className, ...props }: DateFieldProps<T>) {
  return (
    <AriaDateField {...props} isInvalid={Boolean(errorMessage)} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <DateInput ref={readTypedDigits} className={`${styles.group} ${styles.input} ${fullWidth}`}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
