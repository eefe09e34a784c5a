import { useTranslation } from 'react-i18next';
import { Countdown, LinkButton, ResourceView } from '../../../../design-system';
import type { CountdownContext } from '../../../../machines';
import { formatDateTime } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import * as styles from '../home.css';

export type CountdownMessageKey = 'beforeStart' | 'running' | 'awaitingResults' | 'ended' | 'drawPeriod' | 'resultsOut';

/** The message above the numbers (or the date) for the countdown's phase; null when there is no competition. */
export function countdownMessageKey(countdown: CountdownContext): CountdownMessageKey | null {
  if (countdown.phase === 'noCompetition' || !countdown.title) return null;
  if (countdown.phase === 'drawPeriod') return resultsDue(countdown) ? 'drawPeriod' : 'resultsOut';
  return countdown.phase;
}

/** The machine's drawPeriod.drawing: the results date is still ahead. */
const resultsDue = (countdown: CountdownContext) => countdown.resultsMs !== null && countdown.nowMs < countdown.resultsMs;

export interface CompetitionTimeSectionProps {
  /** The competitions call is running: a spinner. */
  loading: boolean;
  countdown: CountdownContext | null;
}

/**
 * Section 4: the countdown in Mecca time, with its phase's message and the target date. With nothing
 * to count (the draw period, an ended competition) it shows the date that matters instead of a zeroed clock.
 */
export function CompetitionTimeSection({ loading, countdown }: CompetitionTimeSectionProps) {
  const { t } = useTranslation('home');
  const message = countdown ? countdownMessageKey(countdown) : null;
  return (
    <section className={styles.section} aria-labelledby="home-time" id="competition-time">
      <div className={styles.inner}>
        <h2 id="home-time" className={styles.heading}>
          {t('time.title')}
        </h2>
        <div className={styles.timeBox} data-testid="competition-time-box">
          {loading || !countdown ? (
            <ResourceView status="loading" labels={{ loading: t('time.loading') }} />
          ) : message === null ? (
            <>
              <p className={styles.timeMessage}>{t('time.noCompetition')}</p>
              <p className={styles.meccaNote}>{t('time.noCompetitionNext')}</p>
            </>
          ) : countdown.targetMs === null ? (
            <NothingToCount countdown={countdown} message={message} />
          ) : (
            <>
              <Countdown
                title={t(`time.${message}`, { title: countdown.title })}
                days={countdown.remaining.days}
                hours={countdown.remaining.hours}
                minutes={countdown.remaining.minutes}
                seconds={countdown.remaining.seconds}
                isoDuration={countdown.duration}
                showDays={countdown.showDays}
                labels={{ days: t('time.days'), hours: t('time.hours'), minutes: t('time.minutes'), seconds: t('time.seconds') }}
              />
              <MeccaDate instant={countdown.targetMs} testId="countdown-target" />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** The draw period or the end: what is true now, its date, and the winners once they are out. */
function NothingToCount({ countdown, message }: { countdown: CountdownContext; message: CountdownMessageKey }) {
  const { t } = useTranslation('home');
  const dateKey: DateKey = message === 'drawPeriod' ? 'time.resultsOn' : message === 'resultsOut' ? 'time.resultsAnnounced' : 'time.endedOn';
  const instant = message === 'ended' ? countdown.endedMs : countdown.resultsMs;
  return (
    <>
      <p className={styles.timeMessage}>{t(`time.${message}`, { title: countdown.title })}</p>
      {instant !== null ? <MeccaDate instant={instant} label={dateKey} testId="results-date" /> : null}
      {message === 'resultsOut' ? (
        <LinkButton
          href="#winners"
          variant="secondary"
          onPress={() => document.getElementById('winners')?.scrollIntoView({ block: 'start' })}
        >
          {t('time.seeWinners')}
        </LinkButton>
      ) : null}
    </>
  );
}

type DateKey = 'time.resultsOn' | 'time.resultsAnnounced' | 'time.endedOn';

/** A Mecca-time date, alone or inside a sentence ("Results on {{date}}"). */
function MeccaDate({ instant, label, testId }: { instant: number; label?: DateKey; testId: string }) {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const date = `${formatDateTime(language, new Date(instant))} ${t('meccaTime', { ns: 'common' })}`;
  return (
    <p className={styles.meccaNote} data-testid={testId}>
      {label ? t(label, { date }) : date}
    </p>
  );
}
