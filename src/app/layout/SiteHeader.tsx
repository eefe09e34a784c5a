import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { IconButton } from '../../design-system/components/Button/IconButton';
import { LinkButton } from '../../design-system/components/Button/LinkButton';
import { ExternalLink } from '../../design-system/components/ExternalLink/ExternalLink';
import { MenuIcon } from '../../design-system/icons/icons';
import { LazyDrawer } from '../../design-system/lazy';
import { notify } from '../../design-system/components/Toast/notify';
import { useSessionView } from '../session/sessionActor';
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

/**
 * The signed-in person's own pages, offered in the drawer (on a phone the avatar menu is the only other way to them):
 * a contestant's tracks, notifications, certificates and profile; a visitor's profile.
 */
function useAccountEntries(user: SessionUser | null): NavEntry[] {
  const { t } = useTranslation();
  if (!user) return [];
  if (user.type !== 'contestant') return [{ id: 'profile', to: pathOf('visitorProfile'), label: t('nav.profile') }];
  return [
    // The home page's tracks section, where each card says where the contestant stands.
    { id: 'myTracks', to: pathTo({ route: 'home', hash: 'tracks' }), label: t('nav.myTracks'), anchor: true },
    { id: 'notifications', to: pathOf('notifications'), label: t('nav.notifications') },
    ...(user.second_path_certificates ? [{ id: 'myCertificates', to: pathOf('certificates'), label: t('nav.myCertificates') }] : []),
    { id: 'profile', to: pathOf('winnerProfile'), label: t('nav.profile') },
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

// A signed-in account's bell and avatar menu (the menu button, the avatars' artwork, the notification dot) arrive
// once someone is signed in: a visitor's first load of the home page does not carry them (bench:bundle's budget).
const loadSignedInAccount = () => import('./SignedInAccount');
const SignedInAccount = lazy(() => loadSignedInAccount().then((module) => ({ default: module.SignedInAccount })));

/** Logged out: login; signed in: the bell and avatar menu, in a placeholder of their size until they arrive. */
function AccountArea() {
  const { t } = useTranslation();
  const view = useSessionView();
  const placeholder = <span className={styles.accountPlaceholder} aria-hidden="true" />;
  if (view.status === 'checking') return placeholder;
  if (view.status === 'anonymous') {
    return (
      <LinkButton href={pathOf('login')} size="sm">
        {t('nav.login')}
      </LinkButton>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInAccount user={view.user} />
    </Suspense>
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
  const accountEntries = useAccountEntries(user);
  const accountIds = new Set(accountEntries.map((entry) => entry.id));
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
            onPress={() => {
              // The drawer covers the page, and a toast showing then ("signed in") would sit on top of it: opening
              // the menu is moving on, so the toasts close.
              void notify.dismissAll();
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {/* The menu button is the header's last control: the drawer slides in from that (inline-end) side. */}
      <LazyDrawer side="end" isOpen={drawerOpen} onOpenChange={setDrawerOpen} title={t('header.drawerTitle')} closeLabel={t('nav.closeMenu')}>
        <nav aria-label={t('nav.main')} className={styles.drawerNav}>
          <ul className={styles.drawerList}>
            <NavLinks entries={entries.filter((entry) => !accountIds.has(entry.id))} linkClassName={styles.drawerLink} onFollow={() => setDrawerOpen(false)} />
          </ul>
        </nav>
        {accountEntries.length > 0 ? (
          <nav aria-labelledby="drawer-account" className={styles.drawerAccount}>
            <h3 id="drawer-account" className={styles.drawerHeading}>
              {t('nav.account')}
            </h3>
            <ul className={styles.drawerList}>
              <NavLinks entries={accountEntries} linkClassName={styles.drawerLink} onFollow={() => setDrawerOpen(false)} />
            </ul>
          </nav>
        ) : null}
        <div className={styles.drawerPartners}>
          <Partners />
        </div>
      </LazyDrawer>
    </header>
  );
}
