import { useTranslation } from 'react-i18next';
import { toMeccaIsoDate, toMeccaIsoString } from '../../../../domain/meccaTime';
import { umalquraDate } from '../../../../machines/tracks/booking/hijri';
import { formatDate, formatDayTime, formatNumber, withTwelveHours } from '../../../../domain/format';
import { intlLocaleOf, isLanguage, type Language } from '../../../../domain/language';
import * as styles from './booking.css';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'ar';
}

/** The device's zone differs from Mecca's at this instant (Mecca is UTC+3 all year). */
export function differsFromMecca(at: number): boolean {
  return new Date(at).getTimezoneOffset() !== -180;
}

/** The Umm al-Qura date of a Mecca day, in words: "21 رمضان 1447 هـ". */
export function useHijriLabel() {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (isoDate: string) => {
    const hijri = umalquraDate(isoDate);
    const months = t('time.months', { returnObjects: true }) as string[];
    return t('time.hijri', {
      day: formatNumber(language, hijri.day),
      month: months[hijri.month - 1] ?? '',
      year: formatNumber(language, hijri.year, { useGrouping: false }),
    });
  };
}

/** The clock time in Mecca. */
export function meccaClock(language: Language, at: number): string {
  return formatDate(language, new Date(at), { hour: 'numeric', minute: '2-digit' });
}

/** The clock time (and, when the day differs from Mecca's, the day) on this device, with its zone's name. */
export function localClock(language: Language, at: number): string {
  const sameDay = new Date(at).toLocaleDateString('en-CA') === toMeccaIsoDate(at);
  return new Intl.DateTimeFormat(intlLocaleOf(language), withTwelveHours({
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
  })).format(new Date(at));
}

/** A slot's time: Mecca first, the visitor's own time beside it when their zone differs. */
export function SlotTime({ at }: { at: number }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
    <>
      <time className={styles.meccaTime} dateTime={toMeccaIsoString(at)}>
        {t('time.mecca', { time: meccaClock(language, at) })}
      </time>
      {differsFromMecca(at) ? (
        <span className={styles.localTime} data-testid="local-time">
          {t('time.local', { time: localClock(language, at) })}
        </span>
      ) : null}
    </>
  );
}

/** An appointment in full: the Gregorian day and its Umm al-Qura date, the Mecca time and the local time. */
export function AppointmentWhen({ at }: { at: number }) {
  const language = useLanguage();
  const hijri = useHijriLabel();
  return (
    <span className={styles.when}>
      <span>{formatDate(language, new Date(at), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</span>
      <span className={styles.hijri}>{hijri(toMeccaIsoDate(at))}</span>
      <SlotTime at={at} />
    </span>
  );
}

/** The one-line form for sentences ("Thursday 5 March at 8:00 pm"), the same as the server's notifications write. */
export function appointmentLine(language: Language, at: number): string {
  return formatDayTime(language, at);
}
