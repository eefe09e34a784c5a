import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

type SubmitFormActor = {
  subscribe(listener: (snapshot: { value: unknown; context: { values: Record<string, string | undefined> } }) => void): {
    unsubscribe(): void;
  };
};

/**
 * After a form that emails a code is sent (registration, forgotten password), go on to the step that
 * takes the code, carrying the email that was sent: `nextPath(email)`.
 */
export function useGoOnWithSentEmail(actor: SubmitFormActor, nextPath: (email: string) => string): void {
  const navigate = useNavigate();
  const sentEmail = useRef('');
  const next = useRef(nextPath);
  next.current = nextPath;
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === 'sending') sentEmail.current = snapshot.context.values['email'] ?? '';
      if (snapshot.value === 'sent') void navigate(next.current(sentEmail.current));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
}
