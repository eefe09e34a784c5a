import { useCallback, useEffect, useRef, useState } from 'react';
import { useResource } from '../api/useResource';
import { ResourceView } from '../design-system';
import { AudioPlayer } from '../design-system/components/AudioPlayer/AudioPlayer';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { fetchRecording } from './api';

/**
 * One recording under review: fetched with the console token (an <audio src> cannot send it), played by the design
 * system's player (its time in the console's digits, the measured length shown before playing), with its waveform drawn
 * by wavesurfer.js from the same media element.
 */
export function AudioClip({ url, label, durationMs }: { url: string; label: string; durationMs?: number | null }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels({ failed: t('reviews.audioUnavailable') });
  const [clip, retry] = useResource(useCallback(() => fetchRecording(url), [url]));
  return (
    <ResourceView resource={clip} onRetry={retry} labels={labels}>
      {(blob) => <Player blob={blob} label={label} durationMs={durationMs} />}
    </ResourceView>
  );
}

/** The fetched recording, played from an object URL that lives as long as the player. */
function Player({ blob, label, durationMs }: { blob: Blob; label: string; durationMs?: number | null }) {
  const { t } = useConsoleT();
  const audio = useRef<HTMLAudioElement>(null);
  const wave = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    // The object URL lives exactly as long as this effect; the player is handed it on the next frame.
    const objectUrl = URL.createObjectURL(blob);
    const frame = requestAnimationFrame(() => setSrc(objectUrl));
    return () => {
      cancelAnimationFrame(frame);
      URL.revokeObjectURL(objectUrl);
    };
  }, [blob]);
  useEffect(() => {
    const media = audio.current;
    const container = wave.current;
    if (!src || !media || !container) return;
    let destroy: (() => void) | undefined;
    let live = true;
    void import('wavesurfer.js').then(({ default: WaveSurfer }) => {
      if (!live) return;
      const ws = WaveSurfer.create({ container, media, height: 48, waveColor: '#857B69', progressColor: '#14563A', interact: false });
      destroy = () => ws.destroy();
    });
    return () => {
      live = false;
      destroy?.();
    };
  }, [src]);
  return (
    <div>
      <div ref={wave} className={styles.waveform} aria-hidden="true" />
      <AudioPlayer
        audioRef={audio}
        src={src}
        label={label}
        durationMs={durationMs}
        className={styles.audio}
        labels={{ play: t('reviews.player.play'), pause: t('reviews.player.pause'), seek: t('reviews.player.seek'), failed: t('reviews.player.failed') }}
      />
    </div>
  );
}
