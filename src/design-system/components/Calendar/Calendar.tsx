import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { ChevronBackIcon, ChevronForwardIcon } from '../../icons/icons';
import * as styles from './Calendar.css';

export interface CalendarProps<T extends DateValue = DateValue> extends Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children'> {
  /** Names the calendar for assistive technology (for example "Appointment date"). */
  'aria-label'?: string;
  /** The time-zone note shown under the grid, for example "Mecca time (UTC+3)". */
  timeZoneLabel?: string;
  errorMessage?: string;
  className?: string;
  /** A second date under each day number, for example the Hijri day (decorative: the cell's name is the full date). */
  secondaryLabel?: (date: DateValue) => string;
}

/** A month grid for appointments. Arrow keys move by day following the reading direction (react-aria). */
export function Calendar<T extends DateValue = DateValue>({ timeZoneLabel, errorMessage, className, secondaryLabel, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)} className={[styles.calendar, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <Button slot="previous" className={styles.navButton}>
          <ChevronBackIcon />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.navButton}>
          <ChevronForwardIcon />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) =>
            secondaryLabel ? (
              <CalendarCell date={date} className={`${styles.cell} ${styles.cellWithSecondary}`}>
                {({ formattedDate }) => (
                  <>
                    <span>{formattedDate}</span>
                    {/* Drawn by CSS from the attribute: seen, but not text that would change the cell's name. */}
                    <span className={styles.secondary} data-secondary={secondaryLabel(date)} aria-hidden="true" />
                  </>
                )}
              </CalendarCell>
            ) : (
              <CalendarCell date={date} className={styles.cell} />
            )
          }
        </CalendarGridBody>
      </CalendarGrid>
      {timeZoneLabel ? <p className={styles.timeZone}>{timeZoneLabel}</p> : null}
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </AriaCalendar>
  );
}
