import { Avatar } from '../../../design-system/components/Avatar/Avatar';
import type { User } from '../../api/auth';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import * as styles from './account.css';

/** The signed-in user's card: picture, name, email, account type. */
export function ProfileCard({ user }: { user: Pick<User, 'name' | 'email' | 'thumbnail' | 'gender' | 'type'> }) {
  const { t } = useAppTranslation();
  return (
    <div className={styles.identity}>
      <Avatar src={user.thumbnail} gender={user.gender === 'female' ? 'female' : 'male'} alt={user.name} size="lg" />
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('account:profile.name')}</dt>
        <dd className={styles.factValue}>{user.name}</dd>
        <dt className={styles.factName}>{t('account:profile.email')}</dt>
        <dd className={styles.factValue} dir="ltr">
          {user.email}
        </dd>
        <dt className={styles.factName}>{t('account:profile.type')}</dt>
        <dd className={styles.factValue}>{t(`account:profile.types.${user.type}`)}</dd>
      </dl>
    </div>
  );
}
