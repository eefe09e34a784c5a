import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** The accessible name: an icon button has no visible text. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={[styles.button({ variant, size, iconOnly: true }), className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </AriaButton>
  );
}
