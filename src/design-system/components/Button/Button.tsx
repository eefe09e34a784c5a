import type { ReactNode } from 'react';
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

export function Button({ children, variant, size, fullWidth, pendingLabel, icon, className, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName({ variant, size, fullWidth, className })}>
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
