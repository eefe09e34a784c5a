import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const tabs = style({ display: 'flex', flexDirection: 'column' });

// On a phone the tabs stay one row that scrolls along the reading direction (the console has a dozen sections: wrapped,
// they filled the first screen); from the md breakpoint on they wrap.
export const tabList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflow: 'auto hidden',
  scrollbarWidth: 'thin',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  '@media': { [mediaQuery('md')]: { flexWrap: 'wrap', overflow: 'visible' } },
});

export const tab = style({
  minBlockSize: '44px',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  color: vars.color.textMuted,
  borderBlockEnd: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary, fontWeight: vars.fontWeight.bold },
    // Inside the tab: the phone's scrolling row clips anything drawn outside it.
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } } });
