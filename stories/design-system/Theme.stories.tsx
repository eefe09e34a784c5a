import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from '../../src/design-system/theme/contrast';
import { vars } from '../../src/design-system/theme/contract.css';
import { breakpoints, colorTokens, contrastPairs, sizeTokens } from '../../src/design-system/theme/tokens';

/** Every text/background pair the components use, with its WCAG 2.2 contrast ratio. */
function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlockEnd: 8 }}>WCAG 2.2 AA contrast</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>pair</th>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>ratio</th>
          <th scope="col" style={{ textAlign: 'start' }}>needs</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ fg, bg, min }) => (
          <tr key={`${fg}-${bg}`} data-ratio={contrastRatio(colorTokens[fg], colorTokens[bg]).toFixed(2)} data-min={min}>
            <td style={{ paddingInlineEnd: 16, paddingBlock: 2 }}>
              {min === 4.5 ? (
                <span dir="ltr" style={{ display: 'inline-block', paddingInline: 8, color: colorTokens[fg], background: colorTokens[bg], border: `1px solid ${vars.color.border}` }}>
                  {fg} / {bg}
                </span>
              ) : (
                // A non-text pair (control edges, focus ring, icons) is shown as a shape, as it is used.
                <span dir="ltr" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, paddingInline: 8, background: colorTokens[bg] }}>
                  <span aria-hidden="true" style={{ inlineSize: 14, blockSize: 14, border: `3px solid ${colorTokens[fg]}`, borderRadius: 4 }} />
                  {fg} / {bg}
                </span>
              )}
            </td>
            <td dir="ltr" style={{ paddingInlineEnd: 16 }}>{contrastRatio(colorTokens[fg], colorTokens[bg]).toFixed(2)}:1</td>
            <td dir="ltr">{min}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = { title: 'Design system/Theme', component: ContrastTable } satisfies Meta<typeof ContrastTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contrast: Story = {
  play: async () => {
    for (const { fg, bg, min } of contrastPairs) {
      const ratio = contrastRatio(colorTokens[fg], colorTokens[bg]);
      await expect({ pair: `${fg} on ${bg}`, passes: ratio >= min }).toEqual({ pair: `${fg} on ${bg}`, passes: true });
    }
    // Known reference values keep the arithmetic honest: black on white is 21:1, a colour on itself 1:1.
    await expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    await expect(contrastRatio('#14563A', '#14563A')).toBe(1);
    // The spec's sizes and breakpoints.
    await expect([sizeTokens.avatar, sizeTokens.logo, sizeTokens.image]).toEqual(['40px', '60px', '75px']);
    await expect(Object.values(breakpoints)).toEqual([640, 768, 1024, 1280, 1536, 1920]);
  },
};
