import type { Ref } from 'react';
import { AudioPlayer, type AudioPlayerLabels } from '../AudioPlayer/AudioPlayer';

export interface AudioClipProps {
  src: string;
  /** What the recording is, for assistive technology ("Your recording of Al-Fatiha"). */
  label: string;
  labels: AudioPlayerLabels;
  /** The length the server measured, shown before playing (null for takes kept before checks: read from the file). */
  durationMs?: number | null;
  className?: string;
  preload?: 'none' | 'metadata';
  audioRef?: Ref<HTMLAudioElement>;
}

/** A contestant's recording: the design system's player, its time in the page's digits and its length known before playing. */
export function AudioClip({ src, label, labels, durationMs, className, preload = 'metadata', audioRef }: AudioClipProps) {
  return <AudioPlayer src={src} label={label} labels={labels} durationMs={durationMs} className={className} preload={preload} audioRef={audioRef} />;
}
