import { useTranslation } from 'react-i18next';
import { PrizeCard, Tiles, type TilesProps } from '../../../../design-system';
import type { CountableCompetition, TrackKey, TrackPrize } from '../../../../machines';
import * as styles from '../home.css';

/** The tracks of a competition in `paths_slug` order, each with the first item of its `paths` entry. */
export function competitionTracks(competition: CountableCompetition): Array<{ track: TrackKey; info: TrackPrize }> {
  return (competition.paths_slug ?? []).flatMap((track) => {
    const info = competition.paths?.[track]?.[0];
    return info ? [{ track, info }] : [];
  });
}

/**
 * The five tracks' cards (prizes and tracks): one a row on a phone, two from 640 px, three and two from 768 px, all five
 * in one row from 1024 px — never four and an orphan.
 */
export const trackTiles: TilesProps['columns'] = { base: 1, sm: 2, md: 3, lg: 5 };

const toNumber = (value: number | string | null | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Section 5: one prize card per track in paths_slug (subtitle, winner count, prize in SAR). */
export function PrizesSection({ competition }: { competition: CountableCompetition }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-prizes">
      <div className={styles.inner}>
        <h2 id="home-prizes" className={styles.heading}>
          {t('prizes.title')}
        </h2>
        <Tiles as="ul" space="lg" columns={trackTiles}>
          {competitionTracks(competition).map(({ track, info }) => (
            <li key={track}>
              <PrizeCard
                title={info.title ?? t(`tracks.${track}`, { ns: 'common' })}
                subtitle={info.subtitle ?? undefined}
                winnerCount={toNumber(info.winner_count)}
                winnerCountLabel={t('prizes.winnerCount')}
                prize={toNumber(info.prize)}
                prizeLabel={t('prizes.prize')}
                currencyLabel={t('currency', { ns: 'common' })}
              />
            </li>
          ))}
        </Tiles>
      </div>
    </section>
  );
}
