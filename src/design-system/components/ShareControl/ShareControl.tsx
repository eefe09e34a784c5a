import { useState } from 'react';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Inline } from '../Layout/Inline';
import { Stack } from '../Layout/Stack';
import * as styles from './ShareControl.css';

export interface ShareControlLabels {
  /** The one button where the browser can share (the Web Share API), e.g. "مشاركة". */
  share: string;
  copyLink: string;
  /** Said after the link was copied. */
  copied: string;
  /** Said when the clipboard refused; the address is shown beside it to copy by hand. */
  copyFailed: string;
  whatsapp: string;
  x: string;
  telegram: string;
  email: string;
  /** Hidden text warning that a target opens in a new tab. */
  newTab: string;
}

/** What the control shows: one share button, the targets, and the targets after a copy succeeded or failed. */
export const shareControlStates = ['native', 'targets', 'copied', 'copyFailed'] as const;
export type ShareControlState = (typeof shareControlStates)[number];

export interface ShareControlProps {
  /** The address shared (absolute). */
  url: string;
  /** The page's title, shared with it. */
  title: string;
  labels: ShareControlLabels;
  /** The browser's own sharing; defaults to `navigator.share` where the browser has it and accepts the address. */
  share?: ((data: { url: string; title: string }) => Promise<void>) | null;
  /** Copies text; defaults to the clipboard. */
  copy?: (text: string) => Promise<void>;
  /** Where it starts (stories); otherwise `native` when the browser can share, else `targets`. */
  initialState?: ShareControlState;
}

function browserShare(url: string): ShareControlProps['share'] {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  if (typeof navigator.canShare === 'function' && !navigator.canShare({ url })) return null;
  return (data) => navigator.share(data);
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** The common targets' share addresses; the text is the title followed by the address. */
export function shareTargets(url: string, title: string): Record<'whatsapp' | 'x' | 'telegram' | 'email', string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${text}&url=${u}`,
    telegram: `https://t.me/share/url?url=${u}&text=${text}`,
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${url}`)}`,
  };
}

/**
 * Share a page: the browser's own share sheet where it has one (phones), otherwise "copy link" and links to WhatsApp,
 * X, Telegram and e-mail. Dismissing the share sheet changes nothing; a share sheet that fails shows the targets.
 */
export function ShareControl({ url, title, labels, share, copy = clipboardCopy, initialState }: ShareControlProps) {
  const [native] = useState(() => (share === undefined ? browserShare(url) : share));
  const [state, setState] = useState<ShareControlState>(initialState ?? (native ? 'native' : 'targets'));

  if (state === 'native' && native) {
    return (
      <Button
        variant="secondary"
        onPress={() => {
          native({ url, title }).catch((error: unknown) => {
            // The visitor closed the sheet: nothing to do. Anything else: offer the other ways.
            if (!(error instanceof DOMException && error.name === 'AbortError')) setState('targets');
          });
        }}
      >
        {labels.share}
      </Button>
    );
  }

  const targets = shareTargets(url, title);
  return (
    <Stack space="sm">
      <Inline space="md">
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            copy(url).then(
              () => setState('copied'),
              () => setState('copyFailed'),
            );
          }}
        >
          {labels.copyLink}
        </Button>
        {(['whatsapp', 'x', 'telegram'] as const).map((target) => (
          <ExternalLink key={target} href={targets[target]} newTabLabel={labels.newTab}>
            {labels[target]}
          </ExternalLink>
        ))}
        <a className={styles.mailLink} href={targets.email}>
          {labels.email}
        </a>
      </Inline>
      <p role="status" className={styles.status}>
        {state === 'copied' ? labels.copied : null}
        {state === 'copyFailed' ? (
          <>
            {labels.copyFailed} <span className={styles.address}>{url}</span>
          </>
        ) : null}
      </p>
    </Stack>
  );
}
