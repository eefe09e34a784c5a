import { useEffect, useRef, useState } from 'react';
import { AudioPlayer } from '../design-system/components/AudioPlayer/AudioPlayer';
import * as styles from './console.css';
import { useConsoleT } from './useConsoleT';
import { tokenStore } from './api';
import { apiBaseUrl } from '../api/baseUrl';

/**
 * One recording under review: fetched with the console token (an <audio src> cannot send it), played by the design
 * system's player (its time in the console's digits, the measured length shown before playing), with its waveform drawn
 * by wavesurfer.js from the same media element.
 */
export function AudioClip({ url, label, durationMs }: { url: string; label: string; durationMs?: number | null }) {
  const { t } = useConsoleT();
  const audio = useRef<HTMLAudioElement>(null);
  const wave = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const path = url.startsWith('/api/v1') ? `${apiBaseUrl}${url.slice('/api/v1'.length)}` : url;
    fetch(path, { headers: { Authorization: `Bearer ${tokenStore.get() ?? ''}` } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setSrc(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  useEffect(() => {
    if (!src || !audio.current || !wave.current) return;
    let destroy: (() => void) | undefined;
    let live = true;
    void import('wavesurfer.js').then(({ default: WaveSurfer }) => {
      if (!live || !audio.current || !wave.current) return;
      const ws = WaveSurfer.create({ container: wave.current, media: audio.current, height: 48, waveColor: '#857B69', progressColor: '#14563A', interact: false });
      destroy = () => ws.destroy();
    });
    return () => {
      live = false;
      destroy?.();
    };
  }, [src]);
  if (failed) return <p className={styles.muted}>{t('reviews.audioUnavailable')}</p>;
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
