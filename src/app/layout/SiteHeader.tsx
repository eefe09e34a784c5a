import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '../../design-system/components/Avatar/Avatar';
import { IconButton } from '../../design-system/components/Button/IconButton';
import { LinkButton } from '../../design-system/components/Button/LinkButton';
import { ExternalLink } from '../../design-system/components/ExternalLink/ExternalLink';
import { Menu, type MenuEntry } from '../../design-system/components/Menu/Menu';
import { NotificationDot } from '../../design-system/components/NotificationDot/NotificationDot';
import { BellIcon, MenuIcon } from '../../design-system/icons/icons';
import { LazyDrawer } from '../../design-system/lazy';
import { useNotifications } from '../features/account/notifications';
import { useLogout, useSessionView } from '../session/sessionActor';
import type { SessionUser } from '../session/sessionView';
import { AcademyArt, CoFounderArt, LogoArt } from './artwork';
import { useCompetitionExists } from '../features/competition/competitionActor';
import { LanguageSwitch } from './LanguageSwitch';
import { siteConfig } from '../features/site/siteConfig';
import { useScrolledPast } from '../../design-system/hooks/useScrolledPast';
import * as styles from './header.css';
import { pathOf, pathTo } from '../routes/routes';

type NavEntry = { id: string; to: string; label: string; anchor?: boolean };

/** The header's links (spec §2), also repeated in the small-screen drawer. */
function useNavEntries(user: SessionUser | null): NavEntry[] {
  const { t } = useTranslation();
  const showAllCertificates = useCompetitionExists();
  const canSeeCertificates = user?.type === 'contestant' && user.second_path_certificates;
  return [
    { id: 'home', to: pathOf('home'), label: t('nav.home') },
    ...(showAllCertificates ? [{ id: 'certificatesAll', to: pathOf('certificatesAll'), label: t('nav.certificatesAll') }] : []),
    // The FAQ section of the home page (a plain anchor: on the home page it only scrolls).
    { id: 'faq', to: pathTo({ route: 'home', hash: 'case-studies' }), label: t('nav.faq'), anchor: true },
    ...(canSeeCertificates ? [{ id: 'myCertificates', to: pathOf('certificates'), label: t('nav.myCertificates') }] : []),
  ];
}

function NavLinks({ entries, linkClassName, onFollow }: { entries: NavEntry[]; linkClassName: string; onFollow?: () => void }) {
  return entries.map((entry) => (
    <li key={entry.id}>
      {entry.anchor ? (
        <a href={entry.to} className={linkClassName} onClick={onFollow}>
          {entry.label}
        </a>
      ) : (
        <NavLink to={entry.to} end className={linkClassName} onClick={onFollow}>
          {entry.label}
        </NavLink>
      )}
    </li>
  ));
}

function Partners() {
  const { t } = useTranslation();
  return (
    <>
      <figure className={styles.partnerFigure} role="img" aria-label={t('header.coFounder')}>
        <CoFounderArt className={styles.partnerImage} />
      </figure>
      <ExternalLink href={siteConfig.academyUrl} newTabLabel={`${t('header.academy')} ${t('opensInNewTab')}`} variant="plain">
        <AcademyArt className={styles.partnerImage} />
      </ExternalLink>
    </>
  );
}

/** Logged out: login; contestant: bell with a dot and the avatar menu; visitor: the avatar menu. */
function AccountArea() {
  const { t } = useTranslation();
  const view = useSessionView();
  const logout = useLogout();
  const notifications = useNotifications();
  if (view.status === 'checking') return <span className={styles.accountPlaceholder} aria-hidden="true" />;
  if (view.status === 'anonymous') {
    return (
      <LinkButton href={pathOf('login')} size="sm">
        {t('nav.login')}
      </LinkButton>
    );
  }
  const { user } = view;
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

/** Spec §2 header: logo, partner images, links, language menu, account area, small-screen drawer. */
export function SiteHeader() {
  const { t } = useTranslation();
  const view = useSessionView();
  const scrolled = useScrolledPast(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = view.status === 'signedIn' ? view.user : null;
  const entries = useNavEntries(user);
  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <div className={styles.bar}>
        <Link to={pathOf('home')} className={styles.brand} aria-label={t('header.logoAlt')}>
          <LogoArt className={styles.logo} />
        </Link>
        <div className={styles.partners}>
          <Partners />
        </div>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <ul className={styles.navList}>
            <NavLinks entries={entries} linkClassName={styles.navLink} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch />
          <div className={styles.account}>
            <AccountArea />
          </div>
          <IconButton
            className={styles.menuButton}
            label={t('nav.openMenu')}
            icon={<MenuIcon />}
            aria-expanded={drawerOpen}
            onPress={() => setDrawerOpen(true)}
          />
        </div>
      </div>
      {/* The menu button is the header's last control: the drawer slides in from that (inline-end) side. */}
      <LazyDrawer side="end" isOpen={drawerOpen} onOpenChange={setDrawerOpen} title={t('header.drawerTitle')} closeLabel={t('nav.closeMenu')}>
        <nav aria-label={t('nav.main')} className={styles.drawerNav}>
          <ul className={styles.drawerList}>
            <NavLinks entries={entries} linkClassName={styles.drawerLink} onFollow={() => setDrawerOpen(false)} />
          </ul>
        </nav>
        <div className={styles.drawerPartners}>
          <Partners />
        </div>
      </LazyDrawer>
    </header>
  );
}
