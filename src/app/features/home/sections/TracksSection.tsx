import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tiles, TrackCard } from '../../../../design-system';
import type { CountableCompetition, TrackKey } from '../../../../machines';
import * as styles from '../home.css';
import { competitionTracks, trackTiles } from './PrizesSection';

export interface TracksSectionProps {
  competition: CountableCompetition;
  /** The buttons of one card (the page's track-button machine decides them). */
  renderActions: (track: TrackKey) => ReactNode;
  /** One short line under a card's title: where the signed-in contestant stands in that track; null for nothing. */
  renderStatus?: (track: TrackKey) => string | null;
}

const TRACK_NUMBER: Record<TrackKey, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/** Section 6: one card per track with its action buttons. */
export function TracksSection({ competition, renderActions, renderStatus }: TracksSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-tracks" id="tracks">
      <div className={styles.inner}>
        <h2 id="home-tracks" className={styles.heading}>
          {t('tracks.title')}
        </h2>
        <Tiles as="ul" space="lg" columns={trackTiles}>
          {competitionTracks(competition).map(({ track, info }) => (
            <li key={track} data-track={track}>
              <TrackCard
                number={TRACK_NUMBER[track]}
                title={info.title ?? t(`tracks.${track}`, { ns: 'common' })}
                description={info.description ?? ''}
                status={renderStatus?.(track) ?? undefined}
                actions={renderActions(track)}
              />
            </li>
          ))}
        </Tiles>
      </div>
    </section>
  );
}

