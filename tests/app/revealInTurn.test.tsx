// useRevealInTurn: the home page's sections appear one per frame, so no single frame lays them all out.
import { useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealInTurn } from '../../src/design-system';

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
  vi.restoreAllMocks();
});

/** Renders `total` parts through the hook and records, for each commit, how many were shown and in which frame. */
function mount(total: number) {
  const commits: Array<{ shown: number; frame: number }> = [];
  let frame = 0;
  const tick = () => {
    frame += 1;
    ticking = requestAnimationFrame(tick);
  };
  let ticking = requestAnimationFrame(tick);
  function Parts() {
    const shown = useRevealInTurn(total);
    useLayoutEffect(() => {
      commits.push({ shown, frame });
    });
    return (
      <>
        {Array.from({ length: shown }, (_, index) => (
          <section key={index} data-part={index} />
        ))}
      </>
    );
  }
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  root.render(<Parts />);
  return { commits, parts: () => host!.querySelectorAll('[data-part]').length, stop: () => cancelAnimationFrame(ticking) };
}

describe('useRevealInTurn', () => {
  it('shows the first part at once, then one more per frame, until all are shown', async () => {
    const { commits, parts, stop } = mount(6);
    await vi.waitFor(() => expect(parts()).toBe(6));
    stop();
    const counts = [...new Set(commits.map((commit) => commit.shown))];
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    // Never two new parts in one frame: each one is laid out in a frame of its own.
    const frameOf = (count: number) => commits.find((commit) => commit.shown === count)!.frame;
    for (let count = 2; count <= 6; count += 1) expect(frameOf(count)).toBeGreaterThan(frameOf(count - 1));
  });

  it('shows everything at once in a hidden tab, which draws no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { commits, parts, stop } = mount(4);
    await vi.waitFor(() => expect(parts()).toBe(4));
    stop();
    expect(commits[0]?.shown).toBe(4);
  });

  it('shows nothing for no parts and stops at the total', async () => {
    const { parts, stop } = mount(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(parts()).toBe(0);
  });
});
