import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarIcon } from '../../icons/icons';
import { Calendar } from '../Calendar/Calendar';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import * as styles from './DatePicker.css';
import { readTypedDigits } from '../DateField/typedDigits';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  /** Shown beside the field and under the calendar, e.g. "بتوقيت مكة المكرمة" / "Mecca time". */
  timeZoneLabel?: string;
  className?: string;
}

/**
 * Date (and, with granularity "minute", time) entry for appointments. Values are
 * @internationalized/date objects; pass a ZonedDateTime in Asia/Riyadh to keep Mecca time.
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  timeZoneLabel,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...props} isInvalid={Boolean(errorMessage)} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <DateInput ref={readTypedDigits} className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.trigger}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={[description, timeZoneLabel].filter(Boolean).join(' · ') || undefined} errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar timeZoneLabel={timeZoneLabel} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
