import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { ButtonLabel, type ButtonLookProps, buttonClassName } from './Button';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>, ButtonLookProps {}

/** A navigation link that looks like a button (react-aria Link: router-aware through RouterProvider). */
export function LinkButton({ children, variant, size, fullWidth, icon, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={buttonClassName({ variant, size, fullWidth, className })}>
      <ButtonLabel icon={icon}>{children}</ButtonLabel>
    </AriaLink>
  );
}
