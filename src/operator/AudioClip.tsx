import { useCallback, useEffect, useRef } from 'react';
import { useResource } from '../api/useResource';
import { ResourceView } from '../design-system';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { fetchRecording } from './api';

/**
 * One recording under review: fetched with the console token (an <audio src> cannot send it), played by the browser's
 * own controls (keyboard-usable), with its waveform drawn by wavesurfer.js from the same media element.
 */
export function AudioClip({ url, label }: { url: string; label: string }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels({ failed: t('reviews.audioUnavailable') });
  const [clip, retry] = useResource(useCallback(() => fetchRecording(url), [url]));
  return (
    <ResourceView resource={clip} onRetry={retry} labels={labels}>
      {(blob) => <Player blob={blob} label={label} />}
    </ResourceView>
  );
}

/** The fetched recording, played from an object URL that lives as long as the player. */
function Player({ blob, label }: { blob: Blob; label: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const wave = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const media = audio.current;
    const container = wave.current;
    if (!media || !container) return;
    const objectUrl = URL.createObjectURL(blob);
    media.src = objectUrl;
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
      media.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [blob]);
  return (
    <div>
      <div ref={wave} className={styles.waveform} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a recitation under review has no captions to offer */}
      <audio ref={audio} controls aria-label={label} preload="metadata" className={styles.audio} />
    </div>
  );
}
