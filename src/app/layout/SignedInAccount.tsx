import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../design-system/components/Avatar/Avatar';
import { Menu, type MenuEntry } from '../../design-system/components/Menu/Menu';
import { NotificationDot } from '../../design-system/components/NotificationDot/NotificationDot';
import { BellIcon } from '../../design-system/icons/icons';
import { useNotifications } from '../features/account/notifications';
import { useLogout } from '../session/sessionActor';
import type { SessionUser } from '../session/sessionView';
import { pathOf } from '../routes/routes';
import * as styles from './header.css';

/** The header's account area once signed in: contestant, the bell with a dot and the avatar menu; visitor, the avatar menu. */
export function SignedInAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const notifications = useNotifications();
  const contestant = user.type === 'contestant';
  const items: MenuEntry[] = contestant
    ? [
        { id: 'profile', label: t('nav.profile'), href: pathOf('winnerProfile') },
        ...(user.second_path_certificates ? [{ id: 'certificates', label: t('nav.myCertificates'), href: pathOf('certificates') }] : []),
        { id: 'logout', label: t('nav.logout'), isDanger: true },
      ]
    : [
        { id: 'profile', label: t('nav.profile'), href: pathOf('visitorProfile') },
        { id: 'logout', label: t('nav.logout'), isDanger: true },
      ];
  return (
    <>
      {contestant ? (
        <NotificationDot show={notifications.items.length > 0} label={t('header.hasNotifications')}>
          <Link to={pathOf('notifications')} className={styles.bell} aria-label={t('header.bell')}>
            <BellIcon className={styles.bellIcon} />
          </Link>
        </NotificationDot>
      ) : null}
      <Menu
        trigger={<Avatar src={user.thumbnail} gender={user.gender} alt="" size="md" />}
        triggerLabel={user.name ? `${t('header.accountMenu')}: ${user.name}` : t('header.accountMenu')}
        items={items}
        onAction={(id) => {
          if (id === 'logout') logout();
        }}
      />
    </>
  );
}
