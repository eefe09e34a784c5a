import type { Ref } from 'react';

export interface AudioClipProps {
  src: string;
  /** What the recording is, for assistive technology ("Your recording of Al-Fatiha"). */
  label: string;
  className?: string;
  preload?: 'none' | 'metadata';
  audioRef?: Ref<HTMLAudioElement>;
}

/** The browser's own audio player (keyboard and screen-reader ready in every browser) for a contestant's recording. */
export function AudioClip({ src, label, className, preload = 'none', audioRef }: AudioClipProps) {
  return (
    // A contestant's own recitation of verses shown in writing beside it: there is no other text to caption.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio ref={audioRef} className={className} src={src} controls preload={preload} aria-label={label} />
  );
}
