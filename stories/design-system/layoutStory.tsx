import type { ReactNode } from 'react';

/** A visible tile for the layout stories: the primitives draw no look of their own. */
export function DemoBox({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div
      data-testid="box"
      style={{
        paddingBlock: tall ? 32 : 12,
        paddingInline: 16,
        borderRadius: 8,
        border: '1px solid #9bb5a8',
        backgroundColor: '#e8f1ec',
        color: '#0f1b15',
      }}
    >
      {children}
    </div>
  );
}

/** The boxes a story's play function measures, in document order. */
export const boxesIn = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-testid="box"]')].map((box) => box.getBoundingClientRect());
