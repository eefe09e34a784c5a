import { useMachine } from '@xstate/react';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria';
import { I18nextProvider } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Button, ResourceView, Tabs } from '../design-system';
import { directionOf, intlLocaleOf, type Language, saveLanguage } from '../domain/language';
import { type OperatorSessionContext, operatorSessionMachine } from '../machines/operator/operatorSession.machine';
import { type ConsoleClient, SESSION_EXPIRED_EVENT, sessionEffects } from './api';
import { AuditPanel } from './AuditPanel';
import { CompetitionsPanel } from './CompetitionsPanel';
import * as styles from './console.css';
import { DrawsPanel } from './DrawsPanel';
import { MessagesPanel } from './MessagesPanel';
import { RequestsPanel } from './RequestsPanel';
import { ReviewsPanel } from './ReviewsPanel';
import { SignIn } from './SignIn';
import { useConsoleT } from './useConsoleT';

/** `<html lang dir>` follows the console's language, as on the site. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Where the session starts: restoring (the app); stories start it in the state they show. */
export type ConsoleStart = { value: 'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut'; context: OperatorSessionContext };

export function ConsoleApp({ i18n, client, start }: { i18n: I18n; client: ConsoleClient; start?: ConsoleStart }) {
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
        <Console client={client} start={start} language={language} onSwitchLanguage={switchLanguage} />
      </I18nProvider>
    </I18nextProvider>
  );
}

function Console({ client, start, language, onSwitchLanguage }: { client: ConsoleClient; start: ConsoleStart | undefined; language: Language; onSwitchLanguage: () => void }) {
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
        {state.matches('signedOut') || state.matches('signingIn') ? (
          <SignIn context={state.context} pending={state.matches('signingIn')} send={send} />
        ) : null}
        {operator && (state.matches('signedIn') || state.matches('signingOut')) ? (
          operator.role === 'reviewer' ? (
            <ReviewsPanel client={client} />
          ) : (
            <Tabs
              label={t('tabs.label')}
              tabs={[
                { id: 'reviews', label: t('tabs.reviews'), content: <ReviewsPanel client={client} /> },
                { id: 'requests', label: t('tabs.requests'), content: <RequestsPanel client={client} /> },
                { id: 'messages', label: t('tabs.messages'), content: <MessagesPanel client={client} /> },
                { id: 'draws', label: t('tabs.draws'), content: <DrawsPanel client={client} /> },
                { id: 'audit', label: t('tabs.audit'), content: <AuditPanel client={client} /> },
                { id: 'competitions', label: t('tabs.competitions'), content: <CompetitionsPanel client={client} /> },
              ]}
            />
          )
        ) : null}
      </main>
    </div>
  );
}
