import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system';
import { TRACK_KEYS } from '../../../../machines';
import * as styles from '../home.css';
import { pathTo } from '../../../routes/routes';

/** Section 7, only during the winners' draw period: links to each track's winners. */
export function WinnersSection() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-winners" id="winners">
      <div className={styles.inner}>
        <h2 id="home-winners" className={styles.heading}>
          {t('winners.title')}
        </h2>
        <p className={styles.lead}>{t('winners.description')}</p>
        <ul className={styles.plainList}>
          {TRACK_KEYS.map((track) => (
            <li key={track}>
              <LinkButton href={pathTo({ route: 'winnersTrack', track })} variant="secondary">
                {t('winners.link', { track: t(`tracks.${track}`, { ns: 'common' }) })}
              </LinkButton>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
