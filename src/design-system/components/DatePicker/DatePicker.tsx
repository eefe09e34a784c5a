import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarIcon } from '../../icons/icons';
import { Calendar } from '../Calendar/Calendar';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DatePicker.css';

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
      <Label className={fieldStyles.label}>
        {label}
        {props.isRequired ? <span className={fieldStyles.requiredMark} aria-hidden="true">*</span> : null}
      </Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.trigger}>
          <CalendarIcon />
        </Button>
      </Group>
      {description || timeZoneLabel ? (
        <Text slot="description" className={fieldStyles.description}>
          {[description, timeZoneLabel].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar timeZoneLabel={timeZoneLabel} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
