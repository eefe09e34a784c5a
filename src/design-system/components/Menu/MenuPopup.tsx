import type { RefObject } from 'react';
import { useRef } from 'react';
import { Menu as AriaMenu, MenuItem, Popover, type Key } from 'react-aria-components';
import type { MenuEntry, MenuFocusOnOpen } from './menuTypes';
import * as styles from './Menu.css';

export interface MenuPopupProps {
  isOpen: boolean;
  /** The Menu's trigger button: the popup hangs from it and gives focus back to it on close. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Names the popup and the menu after the trigger. */
  triggerId: string;
  /** The id the trigger's aria-controls points at. */
  menuId: string;
  focusOnOpen: MenuFocusOnOpen;
  items: ReadonlyArray<MenuEntry>;
  onAction?: (id: string) => void;
  onClose: () => void;
}

/** The open part of Menu, its own chunk (see lazy.tsx): react-aria's collection, overlay and focus code arrives with it. */
export function MenuPopup({ isOpen, triggerRef, triggerId, menuId, focusOnOpen, items, onAction, onClose }: MenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  return (
    <Popover
      triggerRef={triggerRef}
      scrollRef={menuRef}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      aria-labelledby={triggerId}
      className={styles.popover}
    >
      <AriaMenu
        ref={menuRef}
        id={menuId}
        aria-labelledby={triggerId}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a menu button moves focus into the menu it opens
        autoFocus={focusOnOpen}
        onAction={(key: Key) => onAction?.(String(key))}
        onClose={onClose}
        className={styles.menu}
      >
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            href={item.href}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className={[styles.item, item.isDanger ? styles.danger : ''].filter(Boolean).join(' ')}
          >
            {item.icon ? (
              <span className={styles.itemIcon} aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            {item.label}
          </MenuItem>
        ))}
      </AriaMenu>
    </Popover>
  );
}
