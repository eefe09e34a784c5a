import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../src/design-system/theme/contract.css';
import { colorTokens, fontSizeTokens, radiusTokens, sizeTokens, spaceTokens } from '../src/design-system/theme/tokens';

function Table({ caption, rows, sample }: { caption: string; rows: Record<string, string>; sample: (value: string) => React.ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBlockEnd: 24 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlockEnd: 8 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>token</th>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>value</th>
          <th scope="col" style={{ textAlign: 'start' }}>sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(rows).map(([name, value]) => (
          <tr key={name}>
            <td style={{ paddingInlineEnd: 16 }}>
              <code>{name}</code>
            </td>
            <td style={{ paddingInlineEnd: 16 }}>
              <code dir="ltr">{value}</code>
            </td>
            <td>{sample(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tokens() {
  return (
    <div style={{ color: vars.color.text }}>
      <Table
        caption="Colour"
        rows={colorTokens}
        sample={(value) => <span aria-hidden="true" style={{ display: 'inline-block', inlineSize: 48, blockSize: 20, background: value, border: '1px solid #857B69' }} />}
      />
      <Table caption="Spacing" rows={spaceTokens} sample={(value) => <span aria-hidden="true" style={{ display: 'inline-block', inlineSize: value, blockSize: 12, background: '#14563A' }} />} />
      <Table caption="Radius" rows={radiusTokens} sample={(value) => <span aria-hidden="true" style={{ display: 'inline-block', inlineSize: 40, blockSize: 24, borderRadius: value, background: '#14563A' }} />} />
      <Table caption="Type scale" rows={fontSizeTokens} sample={(value) => <span style={{ fontSize: value }}>بسم الله · Aa</span>} />
      <Table caption="Sizes" rows={sizeTokens} sample={() => null} />
    </div>
  );
}

const meta = { title: 'Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;

export const All: StoryObj<typeof meta> = {};
