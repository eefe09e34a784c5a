import type { ReactNode } from 'react';
import { Button, Menu as AriaMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './Menu.css';

export interface MenuEntry {
  id: string;
  label: string;
  /** A navigation entry; the app's RouterProvider makes it a client-side link. */
  href?: string;
  icon?: ReactNode;
  /** Styles a destructive entry such as logout. */
  isDanger?: boolean;
  isDisabled?: boolean;
}

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

/** A menu button (the avatar menu). Arrow keys move between entries; Escape closes and returns focus. */
export function Menu({ trigger, triggerLabel, items, onAction, hideChevron = false }: MenuProps) {
  return (
    <MenuTrigger>
      <Button aria-label={triggerLabel} className={styles.trigger}>
        {trigger}
        {hideChevron ? null : <ChevronDownIcon className={styles.chevron} />}
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <AriaMenu className={styles.menu} onAction={(key: Key) => onAction?.(String(key))}>
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
    </MenuTrigger>
  );
}
