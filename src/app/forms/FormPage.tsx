import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as formStyles from './form.css';
import * as styles from './formPage.css';

export interface FormPageProps {
  title: string;
  /** The line under the title: what the form is for. */
  intro?: ReactNode;
  /** `wide` for a long form in fieldsets (registration, complaints); `narrow` (the default) for a few fields. */
  width?: 'narrow' | 'wide';
  /** What the page says about the form as a whole, above it: a notice, a refusal. */
  status?: ReactNode;
  /** The form itself (or what stands in its place). */
  children: ReactNode;
  /** The links under the form, each a `FormPageLink`. */
  footer?: ReactNode;
}

/** A page that holds one form in a card: its title, an intro, a status area, the form, and links to the pages beside it. */
export function FormPage({ title, intro, width = 'narrow', status, children, footer }: FormPageProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={width === 'wide' ? styles.wideCard : styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={formStyles.intro}>{intro}</p> : null}
        {status}
        {children}
        {footer ? <p className={styles.links}>{footer}</p> : null}
      </section>
    </div>
  );
}

/** A link of a form page ("Forgot your password?"), after an optional muted lead-in ("No account yet?"). */
export function FormPageLink({ to, lead, children }: { to: string; lead?: string; children: ReactNode }) {
  const link = (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
  if (!lead) return link;
  return (
    <span>
      <span className={styles.muted}>{lead} </span>
      {link}
    </span>
  );
}

/** The form's refusal or failure, read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className={formStyles.alert} role="alert">
      {children}
    </p>
  );
}

/** What went right, or what the form is doing now (a link being checked), read out politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p className={formStyles.notice} role="status">
      {children}
    </p>
  );
}
