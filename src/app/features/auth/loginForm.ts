import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loginFormMachine, type FormValues, type LoginOutcome, type sessionMachine } from '../../../machines';

/** The site's session actor (the app provides its effects; its type is the machine's). */
type SessionRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Where the session stands after `auth.login`: null while it is still logging in. */
function outcomeOf(snapshot: SessionSnapshot): LoginOutcome | null {
  if (snapshot.matches('loggingIn')) return null;
  const { loginError } = snapshot.context;
  if (snapshot.matches({ signedOut: 'notYetAllowed' })) return { kind: 'notYet', message: loginError?.message ?? null };
  if (snapshot.matches({ signedOut: 'loginRejected' })) {
    return { kind: 'rejected', message: loginError?.message ?? null, fieldErrors: loginError?.fieldErrors ?? {} };
  }
  return { kind: 'signedIn' };
}

/** Asks the session to log in (it keeps token, user and the reload to /) and resolves with where it landed. */
export function logInThroughSession(session: SessionRef, credentials: FormValues<'login'>): Promise<LoginOutcome> {
  return new Promise((resolve, reject) => {
    session.send({ type: 'auth.login', credentials });
    if (!session.getSnapshot().matches('loggingIn')) {
      reject(new Error('the session takes a login only when signed out'));
      return;
    }
    const subscription = session.subscribe((snapshot) => {
      const outcome = outcomeOf(snapshot);
      if (outcome === null) return;
      subscription.unsubscribe();
      resolve(outcome);
    });
  });
}

/** The login form whose submit goes through the given session actor. */
export const loginFormThrough = (session: SessionRef) =>
  loginFormMachine.provide({ actors: { submitLogin: fromPromise(({ input }) => logInThroughSession(session, input)) } });
