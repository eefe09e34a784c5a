// A pending Button that the page then removes (a form sent and replaced by its result) must not leave react-aria's
// live region announcing a reference to nothing (a nameless role="img": silent for a screen reader, an axe violation).
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/design-system';

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

function Page({ phase }: { phase: 'idle' | 'sending' | 'sent' }) {
  if (phase === 'sent') return <p>تم الإرسال</p>;
  return (
    <Button isPending={phase === 'sending'} pendingLabel="جارٍ الإرسال">
      سلّم التسجيلات
    </Button>
  );
}

/** The announcer's entries that name their text by reference, with whether every referenced element exists. */
function announcements() {
  return [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].map((node) => {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    return { ids, dangling: ids.some((id) => !document.getElementById(id)) };
  });
}

describe('Button: pending, then removed', () => {
  it('announces the pending button while it is there, and leaves no announcement pointing at it once it is gone', async () => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    flushSync(() => root!.render(<Page phase="idle" />));
    const button = host.querySelector('button')!;
    button.focus();
    flushSync(() => root!.render(<Page phase="sending" />));
    // react-aria creates its live region on first use and announces 100 ms later.
    await vi.waitFor(() => expect(announcements().some((entry) => entry.ids.includes(button.id))).toBe(true));
    expect(announcements().every((entry) => !entry.dangling)).toBe(true);

    flushSync(() => root!.render(<Page phase="sent" />));
    expect(document.getElementById(button.id)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announcements().filter((entry) => entry.dangling)).toEqual([]);
  });
});
