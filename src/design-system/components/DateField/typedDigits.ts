import { westernDigits } from '../../../domain/digits';

const NON_WESTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

/**
 * A ref for a date's segments (DateInput) under which digits typed as Arabic-Indic or Persian are
 * read as the Western digits they are. react-aria's segments parse a key with the locale's number
 * parser, which knows Arabic-Indic but not Persian (۱۲۳), so a Persian keyboard typed nothing. The
 * key's beforeinput is caught on its way down and sent again to the same segment in Western digits.
 */
export function readTypedDigits(group: HTMLElement | null): (() => void) | undefined {
  if (!group) return undefined;
  const onBeforeInput = (event: Event) => {
    const input = event as InputEvent;
    if (input.data == null || !NON_WESTERN_DIGIT.test(input.data) || !(input.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    input.target.dispatchEvent(new InputEvent('beforeinput', { inputType: input.inputType, data: westernDigits(input.data), bubbles: true, cancelable: true }));
  };
  group.addEventListener('beforeinput', onBeforeInput, { capture: true });
  return () => group.removeEventListener('beforeinput', onBeforeInput, { capture: true });
}
