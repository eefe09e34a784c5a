import type { Decorator } from '@storybook/react-vite';
import { UNSAFE_PortalProvider } from 'react-aria';

/**
 * Renders modals, drawers, popovers and menus inside #storybook-root instead of <body>,
 * so the story's screenshot shows an open overlay as a person sees it.
 */
export const withOverlaysInCanvas: Decorator = (Story) => (
  <UNSAFE_PortalProvider getContainer={() => document.getElementById('storybook-root') ?? document.body}>
    <Story />
  </UNSAFE_PortalProvider>
);

/**
 * react-aria's live region (a combo box's "7 options available.") outlives a story, in its language: a story file whose
 * stories announce empties it after each (`beforeEach: emptyLiveAnnouncer`), so the next story reads only its own.
 */
export const emptyLiveAnnouncer = () => () => {
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) region.replaceChildren();
};
