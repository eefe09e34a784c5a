import { useEffect, useId, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner, SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'accent', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** How a button looks, shared by `Button` and `LinkButton`. */
export interface ButtonLookProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Decorative icon before the label (inline-start). */
  icon?: ReactNode;
  className?: string;
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, ButtonLookProps {
  /** Read while `isPending` (for example "Sending"); the spinner replaces the label visually. Recommended. */
  pendingLabel?: string;
}

/** The class of a button (or a link drawn as one) of this look. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false, className }: Omit<ButtonLookProps, 'children' | 'icon'>): string {
  return [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
}

/** A button's label: its decorative icon (inline-start), then its text. */
export function ButtonLabel({ icon, children }: Pick<ButtonLookProps, 'icon' | 'children'>) {
  return (
    <span className={styles.content}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}

export function Button({ children, variant, size, fullWidth, pendingLabel, icon, className, id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useEffect(() => () => forgetAnnouncements(buttonId), [buttonId]);
  return (
    <AriaButton {...props} id={buttonId} className={buttonClassName({ variant, size, fullWidth, className })}>
      {({ isPending }) => (
        <>
          <ButtonLabel icon={icon}>{children}</ButtonLabel>
          {isPending ? (
            <span className={styles.pendingIndicator}>
              {/* Without a label, react-aria's own pending announcement speaks for the button. */}
              {pendingLabel ? <Spinner label={pendingLabel} size="sm" tone="current" /> : <SpinnerGraphic size="sm" tone="current" />}
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}

/**
 * react-aria announces a pending button by reference (an `aria-labelledby` to the button's id in its live region, kept
 * for seven seconds). A page that removes the button meanwhile — a form that is sent and replaced by its result — would
 * leave that announcement pointing at nothing: nameless to a screen reader, and an axe violation. So when a button goes,
 * whatever the announcer still says about it goes too, now and once more after the announcer's own first-use delay.
 */
function forgetAnnouncements(buttonId: string) {
  const sweep = () => {
    if (typeof document === 'undefined') return;
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
      const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/);
      if (ids.includes(buttonId)) node.remove();
    }
  };
  sweep();
  setTimeout(sweep, announcerDelayMs);
}

/** react-aria's announcer waits 100 ms after creating its live region before its first announcement. */
const announcerDelayMs = 150;
