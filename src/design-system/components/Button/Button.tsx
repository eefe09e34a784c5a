import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner, SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'accent', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Read while `isPending` (for example "Sending"); the spinner replaces the label visually. Recommended. */
  pendingLabel?: string;
  /** Decorative icon before the label (inline-start). */
  icon?: ReactNode;
  className?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  icon,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}>
      {({ isPending }) => (
        <>
          <span className={styles.content}>
            {icon ? (
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
            ) : null}
            {children}
          </span>
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
