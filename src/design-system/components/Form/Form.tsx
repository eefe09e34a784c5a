import { useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** Sends `form.submit` to the form's machine (validation is the machine's, not the browser's). */
  onSubmit: () => void;
  children: ReactNode;
};

/** The first control marked invalid, or the first control inside an invalid group (radio buttons). */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  // A date field's controls are its segments (spinbuttons), not an input.
  const control = 'input:not([type="hidden"]), textarea, select, button, [role="spinbutton"]';
  return invalid.matches(control) ? invalid : invalid.querySelector<HTMLElement>(control);
}

/**
 * Every form of the site. After a submit its machine refused (a field is invalid), focus moves to
 * the first invalid field, which the browser scrolls into view: on a phone the messages are
 * otherwise left off-screen below, and a screen reader hears the field and its message at once.
 */
export function Form({ onSubmit, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0 || !ref.current) return;
    firstInvalidControl(ref.current)?.focus();
  }, [attempts]);
  return (
    <form
      {...props}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setAttempts((count) => count + 1);
      }}
    >
      {children}
    </form>
  );
}
