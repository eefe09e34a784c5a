import type { Winner } from '../../api/results';
import { formatCurrency } from '../../../domain/format';
import { PersonCard } from './PersonCard';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

/** A winner: the person, the track (when the list mixes tracks) and the prize in SAR. */
export function WinnerCard({ winner, showTrack = false }: { winner: Winner; showTrack?: boolean }) {
  const { t, language } = useResultsTranslation();
  return (
    <PersonCard person={winner}>
      {showTrack ? <p className={styles.muted}>{t(`common:tracks.${winner.track}`)}</p> : null}
      <p className={styles.prize}>
        {t('winners.prize')}: {formatCurrency(language, winner.prize)} {t('common:currency')}
      </p>
    </PersonCard>
  );
}
