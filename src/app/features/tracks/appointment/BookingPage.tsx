import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isCountryCode } from '../../../../domain/countries';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { Button } from '../../../../design-system/components/Button/Button';
import { Calendar } from '../../../../design-system/components/Calendar/Calendar';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import { RadioGroup } from '../../../../design-system/components/RadioGroup/RadioGroup';
import { bookableDays, bookingMachine, createTicker, holdSecondsLeft, requestOutcomeRoute, slotsOfDay, type BookingActor, type BookingTrack, type FormValues } from '../../../../machines';
import { meccaNoonOf, remainingTime, toIsoDuration } from '../../../../domain/meccaTime';
import { calendarDateOf, umalquraDate } from '../../../../machines/tracks/booking/hijri';
import type { User } from '../../../api/auth';
import { useResource } from '../../../../api/useResource';
import type { SubmitFormActor } from '../../../forms/useFormActor';
import { formatDate, formatNumber } from '../../../../domain/format';
import { useNavigateTo } from '../../../routes/useNavigateTo';
import { confirmBooking, fetchProfile, fetchSlots, holdSlot, loadBooking, releaseHold } from './appointmentApi';
import { appointmentLine, SlotTime, useHijriLabel, useLanguage } from './appointmentTime';
import * as styles from './booking.css';
import { bringIntoFocus } from '../bringIntoFocus';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';


// The details form is needed once a time is held: it loads then (asked for as the hold is requested), not with the page.
const loadDetailsForm = () => import('./ContestantDetailsForm');
const ContestantDetailsForm = lazy(loadDetailsForm);

/** The booking machine with the real calls and the device clock. */
export const liveBookingMachine = bookingMachine.provide({
  actors: {
    loadBooking: fromPromise(({ input }) => loadBooking(input)),
    loadSlots: fromPromise(({ input }) => fetchSlots(input)),
    holdSlot: fromPromise(({ input }) => holdSlot(input)),
    releaseHold: fromPromise(({ input }) => releaseHold(input)),
    confirmBooking: fromPromise(({ input }) => confirmBooking(input)),
    ticker: createTicker(() => Date.now()),
  },
});

/** The account's details, as the form starts with them. */
export function detailsOf(user: User | undefined): Partial<FormValues<'contestantDetails'>> {
  if (!user) return {};
  return {
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    // Text typed before countries were chosen from a list is no code: the field starts empty, to be chosen.
    country: user.country && isCountryCode(user.country) ? user.country : '',
    nationality: user.nationality && isCountryCode(user.nationality) ? user.nationality : '',
    birth_date: user.birth_date ?? '',
    national_id_type: user.national_id_type ?? '',
    id_number: user.id_number ?? '',
    id_name: user.id_name ?? '',
  };
}

/** The hold's remaining time, as `m:ss` in a `<time>` whose datetime is the ISO duration. */
function HoldCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const left = remainingTime(seconds * 1000, 0);
  const label = `${formatNumber(language, left.minutes)}:${formatNumber(language, left.seconds, { minimumIntegerDigits: 2 })}`;
  // The sentence is translated whole; the time is put in its place as a <time> element.
  const [before = '', after = ''] = t('book.heldFor', { time: '\u0000' }).split('\u0000');
  return (
    <p className={styles.factValue} role="timer" aria-live="off">
      {before}
      <time className={styles.countdown} dateTime={toIsoDuration(left)}>
        {label}
      </time>
      {after}
    </p>
  );
}

/**
 * Why the chosen time was not held, above the level and the calendar: the slot pressed is further down the page (on a
 * phone, screens below), so the sentence is brought into view and focused as it appears.
 */
function ChoiceAlert({ text }: { text: string }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => bringIntoFocus(alert.current), [text]);
  return (
    <p ref={alert} tabIndex={-1} className={styles.alert} role="alert">
      {text}
    </p>
  );
}

/** The booking screen drawn from the machine's state: level, calendar with Hijri dates, slots, hold, details, confirm. */
export function BookingView({ booking, form }: { booking: BookingActor; form: SubmitFormActor<'contestantDetails'> | null }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const hijri = useHijriLabel();
  const labels = useResourceLabels({ failed: t('load.failed') });
  const state = useSelector(booking, (snapshot) => snapshot.value);
  const context = useSelector(booking, (snapshot) => snapshot.context);
  const { track, levels, slots, date, slotId, notice, clash, rejection, openRequest } = context;
  const mode = openRequest ? 'reschedule' : 'book';

  // Booked: the page is on its way to the request's outcome.
  if (state === 'loading' || state === 'booked' || state === 'loadFailed') {
    return <ResourceView status={state === 'loadFailed' ? 'failed' : 'loading'} onRetry={() => booking.send({ type: 'booking.retry' })} labels={labels} />;
  }

  const days = bookableDays(slots);
  const daySlots = slotsOfDay(slots, date);
  const isHeld = state === 'held' || state === 'confirming';
  const heldSlot = isHeld ? slots.find((s) => s.id === slotId) : undefined;
  const busy = state === 'holding' || state === 'refreshing';

  return (
    <>
      <h1 className={styles.title}>{openRequest ? t('book.rescheduleTitle') : t(`book.title.${track}`)}</h1>
      {openRequest ? <p className={styles.intro}>{t('book.rescheduleIntro', { when: appointmentLine(language, openRequest.appointmentAt) })}</p> : null}
      {notice ? <ChoiceAlert text={t(`book.notice.${notice}`)} /> : null}
      {/* The server's sentence naming the contestant's other test this time overlaps, in their language. */}
      {clash ? <ChoiceAlert text={clash} /> : null}
      {mode === 'book' ? (
        <section className={styles.card}>
          <RadioGroup
            label={t('book.level')}
            options={levels.map((level) => ({ value: String(level.id), label: level.title, description: level.description }))}
            value={context.levelId === null ? null : String(context.levelId)}
            onChange={(value) => booking.send({ type: 'level.choose', levelId: Number(value) })}
            isRequired
            isDisabled={state === 'confirming'}
          />
        </section>
      ) : null}
      {isHeld && heldSlot ? (
        <section className={styles.card} aria-labelledby="held-title">
          <h2 id="held-title" className={styles.cardTitle}>
            {t('book.heldTitle')}
          </h2>
          <div className={styles.holdBar}>
            <span className={styles.when}>
              <span>{formatDate(language, new Date(heldSlot.startsAt), { weekday: 'long', day: 'numeric', month: 'long' })}</span>
              <span className={styles.hijri}>{hijri(date ?? '')}</span>
              <SlotTime at={heldSlot.startsAt} />
            </span>
            <HoldCountdown seconds={holdSecondsLeft(context)} />
          </div>
          <Inline space="sm">
            <Button variant="ghost" isDisabled={state === 'confirming'} onPress={() => booking.send({ type: 'slot.release' })}>
              {t('book.another')}
            </Button>
          </Inline>
          {rejection?.message === null ? (
            <p className={styles.alert} role="alert">
              {t('book.sendFailed')}
            </p>
          ) : null}
          <Suspense fallback={<ResourceView status="loading" labels={labels} />}>
            {form ? <ContestantDetailsForm form={form} mode={mode} /> : <ResourceView status="loading" labels={labels} />}
          </Suspense>
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="day-title" aria-busy={busy}>
          <h2 id="day-title" className={styles.cardTitle}>
            {t('book.day')}
          </h2>
          {rejection?.message === null ? (
            <p className={styles.alert} role="alert">
              {t('book.holdFailed')}
            </p>
          ) : null}
          {days.length === 0 ? (
            <p className={styles.factValue}>{t('book.noSlots')}</p>
          ) : (
            <>
              <div className={styles.calendarBox}>
                <Calendar
                  aria-label={t('book.calendarLabel')}
                  timeZoneLabel={t('book.meccaNote')}
                  value={date ? calendarDateOf(date) : null}
                  minValue={calendarDateOf(days[0]!)}
                  maxValue={calendarDateOf(days[days.length - 1]!)}
                  isDateUnavailable={(day) => !days.includes(day.toString())}
                  onChange={(day) => booking.send({ type: 'date.choose', date: day.toString() })}
                  secondaryLabel={(day) => formatNumber(language, umalquraDate(day.toString()).day)}
                />
              </div>
              {date ? (
                <>
                  <h3 className={styles.cardTitle}>
                    {t('book.slotsOf', { day: formatDate(language, meccaNoonOf(date) ?? Number.NaN, { weekday: 'long', day: 'numeric', month: 'long' }) })}
                  </h3>
                  <p className={styles.hijri}>{hijri(date)}</p>
                  {daySlots.length === 0 ? (
                    <p className={styles.factValue}>{t('book.noSlotsDay')}</p>
                  ) : (
                    <ul className={styles.slots} aria-label={t('book.slotsOf', { day: date })}>
                      {daySlots.map((slot) => (
                        <li key={slot.id}>
                          <AriaButton className={styles.slotButton} isDisabled={busy} onPress={() => booking.send({ type: 'slot.choose', slotId: slot.id })}>
                            <SlotTime at={slot.startsAt} />
                            <span className={styles.muted}>{t('book.seats', { count: slot.seatsLeft })}</span>
                          </AriaButton>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : null}
            </>
          )}
          {busy ? <ResourceView status="loading" labels={{ loading: state === 'holding' ? t('book.holding') : t('load.loading') }} /> : null}
          <Inline space="sm">
            <Button variant="ghost" isDisabled={busy} onPress={() => booking.send({ type: 'slots.refresh' })}>
              {t('book.refresh')}
            </Button>
          </Inline>
        </section>
      )}
    </>
  );
}

/** Starts the booking and the details form once the account's details are known. */
function BookingFlow({ track, user }: { track: BookingTrack; user: User | undefined }) {
  const { t } = useTranslation('booking');
  const navigateTo = useNavigateTo();
  const [startedAt] = useState(() => Date.now());
  const booking = useActorRef(liveBookingMachine, { input: { track, now: startedAt } });
  // The details form (and its module) comes when a time is first held; it then lives as long as the page, so what was
  // typed survives choosing another time or a lapsed hold.
  const [form, setForm] = useState<SubmitFormActor<'contestantDetails'> | null>(null);
  const needsForm = useSelector(booking, (snapshot) => snapshot.matches('holding') || snapshot.matches('held'));
  useEffect(() => {
    if (!needsForm || form) return;
    let live = true;
    void loadDetailsForm().then(({ detailsFormFor }) => {
      if (!live) return;
      const actor = createActor(detailsFormFor(booking, t('book.chooseLevel')), { input: { values: detailsOf(user) } });
      actor.start();
      setForm(actor);
    });
    return () => {
      live = false;
    };
  }, [needsForm, form, booking, t, user]);
  useEffect(() => () => form?.stop(), [form]);
  const booked = useSelector(booking, (snapshot) => snapshot.matches('booked'));
  useEffect(() => {
    if (booked) navigateTo(requestOutcomeRoute(track, 'pending'));
  }, [booked, navigateTo, track]);
  // Back on the page after a while: the seats may have changed (cal.com refetches on focus).
  useEffect(() => {
    const refresh = () => booking.send({ type: 'slots.refresh' });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [booking]);
  return <BookingView booking={booking} form={form} />;
}

/** `/saving` and `/saving-nabaa`. */
export function BookingPage({ track }: { track: BookingTrack }) {
  // The details form starts from the account; without it (a failed read) it starts empty and is checked on submit.
  const [profile] = useResource(() => fetchProfile().catch(() => undefined));
  const labels = useResourceLabels();
  return (
    <Stack space="lg" className={styles.page}>
      {profile.status === 'loading' ? <ResourceView status="loading" labels={labels} /> : <BookingFlow track={track} user={profile.status === 'loaded' ? profile.data : undefined} />}
    </Stack>
  );
}
