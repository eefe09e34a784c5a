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
