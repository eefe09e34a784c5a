import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import { LazyMenuPopup, preload } from '../../lazy';
import * as styles from './Menu.css';
import type { MenuEntry, MenuFocusOnOpen } from './menuTypes';

export type { MenuEntry } from './menuTypes';

export interface MenuProps {
  /** What the trigger shows (for example the Avatar). */
  trigger: ReactNode;
  /** Accessible name of the trigger button (for example "Account menu"). */
  triggerLabel: string;
  items: ReadonlyArray<MenuEntry>;
  onAction?: (id: string) => void;
  /** Hides the small chevron next to the trigger. */
  hideChevron?: boolean;
}

// A failed early fetch is not an error yet: opening the menu asks again.
const preloadPopup = () => void preload.menu().catch(() => undefined);

/**
 * A menu button (the avatar menu). Arrow keys move between entries; Escape closes and returns focus.
 * Only the button loads with the page; the popup (MenuPopup) is fetched on hover, focus or first open.
 */
export function Menu({ trigger, triggerLabel, items, onAction, hideChevron = false }: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  // null while closed; otherwise which entry the menu focuses when it appears.
  const [focusOnOpen, setFocusOnOpen] = useState<MenuFocusOnOpen | null>(null);
  const isOpen = focusOnOpen !== null;
  const close = () => setFocusOnOpen(null);
  // The trigger must hold focus before the popup mounts, so the popup's focus scope gives it back on close.
  const focusTrigger = () => triggerRef.current?.focus({ preventScroll: true });

  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        className={styles.trigger}
        // As react-aria's menu trigger: open on mouse down (focusing the trigger ourselves), on touch up.
        preventFocusOnPress
        onHoverStart={preloadPopup}
        onFocus={preloadPopup}
        onPressStart={(event) => {
          if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
          focusTrigger();
          // A screen reader's virtual click lands on the first entry; a mouse focuses the menu itself.
          setFocusOnOpen(event.pointerType === 'virtual' ? 'first' : true);
        }}
        onPress={(event) => {
          if (event.pointerType !== 'touch') return;
          focusTrigger();
          setFocusOnOpen(isOpen ? null : true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') setFocusOnOpen('first');
          else if (event.key === 'ArrowUp') setFocusOnOpen('last');
          else if (event.key === 'Escape' && isOpen) close(); // the popup's chunk has not arrived yet
          else {
            event.continuePropagation();
            return;
          }
          event.preventDefault();
        }}
      >
        {trigger}
        {hideChevron ? null : <ChevronDownIcon className={styles.chevron} />}
      </Button>
      <LazyMenuPopup
        isOpen={isOpen}
        triggerRef={triggerRef}
        triggerId={triggerId}
        menuId={menuId}
        focusOnOpen={focusOnOpen ?? true}
        items={items}
        onAction={onAction}
        onClose={close}
      />
    </>
  );
}
