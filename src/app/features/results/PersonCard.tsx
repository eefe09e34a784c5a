import type { ReactNode } from 'react';
import { Avatar } from '../../../design-system';
import type { Candidate } from '../../api/results';
import { countryLabel } from '../../../domain/countries';
import { useLanguage } from '../../i18n/useAppTranslation';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

/** A candidate or a winner: picture, name as they wrote it, country (named in the page's language), and their pseudonymous id in the draw. */
export function PersonCard({ person, children }: { person: Candidate; children?: ReactNode }) {
  const { t } = useResultsTranslation();
  const language = useLanguage();
  return (
    <>
      <div className={styles.person}>
        <Avatar src={person.thumbnail} gender={person.gender} alt="" />
        <div className={styles.personText}>
          <h3 className={styles.name}>{person.name}</h3>
          {person.country ? <p className={styles.muted}>{countryLabel(language, person.country)}</p> : null}
        </div>
      </div>
      {person.entry_id ? (
        <p className={styles.muted}>
          {t('list.entryId')}: <span className={styles.code}>{person.entry_id}</span>
        </p>
      ) : null}
      {children}
    </>
  );
}
