import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system';
import { TRACK_KEYS, type TrackKey } from '../../../../machines';
import { intlLocaleOf } from '../../../../domain/language';
import { useLanguage } from '../../../i18n/useAppTranslation';
import * as styles from '../home.css';
import { pathTo } from '../../../routes/routes';

/**
 * Section 7, once a track's winners are out (or the results date has passed): a link to the winners of each track
 * whose draw is published, then which tracks' results are not out yet, so that the home page says of each track what
 * its winners page says.
 */
export function WinnersSection({ published = TRACK_KEYS }: { published?: readonly TrackKey[] }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const name = (track: TrackKey) => t(`tracks.${track}`, { ns: 'common' });
  const waiting = TRACK_KEYS.filter((track) => !published.includes(track));
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-winners" id="winners">
      <div className={styles.inner}>
        <h2 id="home-winners" className={styles.heading}>
          {t('winners.title')}
        </h2>
        <p className={styles.lead}>{t('winners.description')}</p>
        {published.length > 0 ? (
          <ul className={styles.plainList}>
            {TRACK_KEYS.filter((track) => published.includes(track)).map((track) => (
              <li key={track}>
                <LinkButton href={pathTo({ route: 'winnersTrack', track })} variant="secondary">
                  {t('winners.link', { track: name(track) })}
                </LinkButton>
              </li>
            ))}
          </ul>
        ) : null}
        {waiting.length > 0 ? (
          <p className={styles.lead}>{t('winners.notYet', { tracks: new Intl.ListFormat(intlLocaleOf(language), { type: 'conjunction' }).format(waiting.map(name)) })}</p>
        ) : null}
      </div>
    </section>
  );
}
