import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField } from '../../design-system/components/DateField/DateField';
import { formatCalendarDate } from '../../domain/format';
import { useAppTranslation, useLanguage } from '../i18n/useAppTranslation';

/** The example the hint gives, written as the field will show it. */
const EXAMPLE_DATE = '2000-01-31';

function calendarDateOrNull(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * The date of birth of the registration and booking forms: a form value `YYYY-MM-DD` typed in the
 * page language's segments (day, month, year in Arabic and British order), with a hint whose
 * example is formatted the same way, so the hint shows what the field shows.
 */
export function BirthDateField({
  value,
  onChange,
  errorMessage,
  isReadOnly,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  isReadOnly: boolean;
}) {
  const { t } = useAppTranslation();
  const language = useLanguage();
  return (
    <DateField
      label={t('auth:fields.birth_date')}
      description={t('auth:hints.birth_date', { example: formatCalendarDate(language, EXAMPLE_DATE) })}
      value={calendarDateOrNull(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      errorMessage={errorMessage}
      granularity="day"
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}
