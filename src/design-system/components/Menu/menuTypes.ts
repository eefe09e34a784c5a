import type { ReactNode } from 'react';

// The types the trigger (Menu.tsx) and its lazily loaded popup (MenuPopup.tsx) share.

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

/** Which entry takes focus on open: the first, the last, or the menu itself (a mouse press). */
export type MenuFocusOnOpen = 'first' | 'last' | true;
