import { useMachine } from '@xstate/react';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria';
import { I18nextProvider } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Button, EmptyState, ResourceView, Tabs } from '../design-system';
import { directionOf, intlLocaleOf, type Language, saveLanguage } from '../domain/language';
import { type BroadcastValues, broadcastToFilter } from '../machines/operator/broadcastComposer.machine';
import type { ContestantListFilter } from '../machines/operator/contestants.machine';
import { type OperatorSessionContext, operatorSessionMachine, type SignedInOperator } from '../machines/operator/operatorSession.machine';
import { AccountsPanel } from './AccountsPanel';
import { SitePanel } from './site/SitePanel';
import { type ConsoleClient, SESSION_EXPIRED_EVENT, sessionEffects } from './api';
import { AuditPanel } from './AuditPanel';
import { CompetitionsPanel } from './CompetitionsPanel';
import { ContestantsPanel } from './ContestantsPanel';
import * as styles from './console.css';
import { DrawsPanel } from './DrawsPanel';
import { ExportsPanel } from './ExportsPanel';
import { InboxPanel } from './InboxPanel';
import { MessagesPanel } from './MessagesPanel';
import { DeletionRequestsPanel } from './DeletionRequestsPanel';
import { PrizesPanel } from './PrizesPanel';
import { BroadcastsPanel } from './BroadcastsPanel';
import { RequestsPanel } from './RequestsPanel';
import { ReviewsPanel } from './ReviewsPanel';
import { SetupPage } from './SetupPage';
import { CONSOLE_PATH, type SetupLink } from './setupLink';
import { SignIn } from './SignIn';
import { useConsoleT } from './useConsoleT';

/** `<html lang dir>` follows the console's language, as on the site. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Where the session starts: restoring (the app); stories start it in the state they show. */
export type ConsoleStart = { value: 'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut'; context: OperatorSessionContext };

/** `setup`: the page was opened with a one-time setup or invitation link (src/operator/setupLink.ts). */
export function ConsoleApp({ i18n, client, start, setup }: { i18n: I18n; client: ConsoleClient; start?: ConsoleStart; setup?: SetupLink | null }) {
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'ar');
  const switchLanguage = () => {
    const next: Language = language === 'ar' ? 'en' : 'ar';
    void i18n.changeLanguage(next);
    applyDocumentLanguage(next);
    try {
      saveLanguage(window.localStorage, next);
    } catch {
      // storage disabled: the choice lasts for this page
    }
    setLanguage(next);
  };
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocaleOf(language)}>
        <Console client={client} start={start} setup={setup ?? null} language={language} onSwitchLanguage={switchLanguage} />
      </I18nProvider>
    </I18nextProvider>
  );
}

/** "Message them" on the contestants list: the broadcasts section opened on a new message to the list's filter. */
type MessageThem = { onMessage: ((filter: ContestantListFilter, competitionTitle?: string) => void) | undefined; audience: { values: BroadcastValues; key: number } | null };

/** The sections, each shown only to a role whose permissions (getOperatorMe) include the call that loads it. */
function sectionsFor(
  client: ConsoleClient,
  operator: SignedInOperator,
  t: (key: string) => string,
  message: MessageThem,
): { id: string; label: string; content: ReactNode }[] {
  const sections = [
    { id: 'reviews', needs: 'getOperatorReviewQueue', content: () => <ReviewsPanel client={client} /> },
    { id: 'requests', needs: 'getOperatorRequests', content: () => <RequestsPanel client={client} /> },
    { id: 'inbox', needs: 'getOperatorInbox', content: () => <InboxPanel client={client} /> },
    { id: 'messages', needs: 'getOperatorMessages', content: () => <MessagesPanel client={client} /> },
    { id: 'draws', needs: 'getOperatorDraws', content: () => <DrawsPanel client={client} /> },
    { id: 'audit', needs: 'getOperatorAudit', content: () => <AuditPanel client={client} /> },
    { id: 'competitions', needs: 'getOperatorCompetitions', content: () => <CompetitionsPanel client={client} /> },
    { id: 'accounts', needs: 'getOperatorAccounts', content: () => <AccountsPanel client={client} me={operator} /> },
    { id: 'site', needs: 'getOperatorSite', content: () => <SitePanel client={client} /> },
    { id: 'prizes', needs: 'getOperatorPrizeRequests', content: () => <PrizesPanel client={client} me={operator} /> },
    { id: 'deletions', needs: 'getOperatorDeletionRequests', content: () => <DeletionRequestsPanel client={client} /> },
    { id: 'exports', needs: 'getOperatorExports', content: () => <ExportsPanel client={client} /> },
    { id: 'contestants', needs: 'getOperatorContestants', content: () => <ContestantsPanel client={client} onMessage={message.onMessage} /> },
    {
      id: 'broadcasts',
      needs: 'getOperatorBroadcasts',
      content: () => <BroadcastsPanel key={message.audience?.key ?? 0} client={client} me={operator} audience={message.audience?.values} />,
    },
  ];
  return sections.filter((s) => operator.permissions.includes(s.needs)).map((s) => ({ id: s.id, label: t(`tabs.${s.id}`), content: s.content() }));
}

function Console({ client, start, setup, language, onSwitchLanguage }: { client: ConsoleClient; start: ConsoleStart | undefined; setup: SetupLink | null; language: Language; onSwitchLanguage: () => void }) {
  const { t } = useConsoleT();
  const effects = useMemo(() => sessionEffects(client), [client]);
  const machine = operatorSessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => effects.restore()),
      signIn: fromPromise(({ input }) => effects.signIn(input)),
      signOut: fromPromise(() => effects.signOut()),
    },
  });
  const [state, send] = useMachine(machine, start ? { snapshot: machine.resolveState(start) } : {});
  // A call refused for want of a valid token (signed out elsewhere, disabled) ends the session here too.
  useEffect(() => {
    const expired = () => send({ type: 'session.expired' });
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  }, [send]);
  const operator = state.context.operator;
  // A one-time link serves once: then the console's own address, signed in with the session it answered.
  const [link, setLink] = useState(setup);
  const started = useCallback(
    (signedIn: SignedInOperator) => {
      window.history.replaceState(null, '', CONSOLE_PATH);
      setLink(null);
      send({ type: 'session.started', operator: signedIn });
    },
    [send],
  );
  // The section shown; "Message them" switches to the broadcasts with the list's filter (a new key: a fresh composer).
  const [section, setSection] = useState<string | null>(null);
  const [audience, setAudience] = useState<MessageThem['audience']>(null);
  const canBroadcast = operator?.permissions.includes('getOperatorBroadcasts') ?? false;
  const onMessage = canBroadcast
    ? (filter: ContestantListFilter, competitionTitle?: string) => {
        setAudience((last) => ({ values: broadcastToFilter(filter, competitionTitle), key: (last?.key ?? 0) + 1 }));
        setSection('broadcasts');
      }
    : undefined;
  const sections = operator ? sectionsFor(client, operator, t, { onMessage, audience }) : [];
  const shown = sections.some((s) => s.id === section) ? section! : (sections[0]?.id ?? '');
  return (
    <div className={styles.page}>
      <a href="#content" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <h1 className={styles.brand}>{t('title')}</h1>
        {operator ? (
          <span className={styles.who}>
            {operator.name} — {t(`role.${operator.role}`)}
          </span>
        ) : null}
        <Button variant="secondary" size="sm" onPress={onSwitchLanguage}>
          <span lang={language === 'ar' ? 'en' : 'ar'}>{t('switchLanguage')}</span>
        </Button>
        {operator ? (
          <Button variant="secondary" size="sm" isDisabled={state.matches('signingOut')} onPress={() => send({ type: 'session.signOut' })}>
            {t('signOut')}
          </Button>
        ) : null}
      </header>
      <main id="content" className={styles.main} tabIndex={-1}>
        {state.matches('restoring') ? <ResourceView status="loading" labels={{ loading: t('restoring') }} /> : null}
        {link && state.matches('signedOut') ? <SetupPage link={link} client={client} onSignedIn={started} /> : null}
        {!link && (state.matches('signedOut') || state.matches('signingIn')) ? (
          <SignIn context={state.context} pending={state.matches('signingIn')} send={send} />
        ) : null}
        {operator && (state.matches('signedIn') || state.matches('signingOut')) ? (
          sections.length === 0 ? (
            <EmptyState title={t('noSections')} />
          ) : sections.length === 1 ? (
            sections[0]!.content
          ) : (
            <Tabs label={t('tabs.label')} tabs={sections} selectedKey={shown} onSelectionChange={setSection} />
          )
        ) : null}
      </main>
    </div>
  );
}
