import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** A navigation link that looks like a button (react-aria Link: router-aware through RouterProvider). */
export function LinkButton({ children, variant = 'primary', size = 'md', fullWidth = false, icon, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}>
      <span className={styles.content}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </span>
    </AriaLink>
  );
}
