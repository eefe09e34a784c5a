import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Slider, SliderThumb, SliderTrack, useLocale } from 'react-aria-components';
import { formatDuration } from '../../../domain/format';
import { languageOfLocale } from '../../../domain/language';
import { PauseIcon, PlayIcon } from '../../icons/icons';
import { IconButton } from '../Button/IconButton';
import * as styles from './AudioPlayer.css';

export interface AudioPlayerLabels {
  play: string;
  pause: string;
  /** The seek slider's name ("Position in the recording"). */
  seek: string;
  /** Shown in place of the controls when the file cannot be played. */
  failed: string;
}

export interface AudioPlayerProps {
  /** The file; `null` while the page is still fetching it (the player shows itself, disabled). */
  src: string | null;
  /** What the recording is, for assistive technology ("Your recording of Al-Fatiha"). */
  label: string;
  labels: AudioPlayerLabels;
  /** The length the server measured (or the recorder decoded), shown before anything plays; else read from the file. */
  durationMs?: number | null;
  preload?: 'none' | 'metadata';
  className?: string;
  /** The audio element itself, for what follows the playback (a waveform). */
  audioRef?: Ref<HTMLAudioElement>;
}

export const audioPlayerStates = ['loading', 'ready', 'playing', 'failed'] as const;
export type AudioPlayerState = (typeof audioPlayerStates)[number];

/** Seconds of a media element's duration when it is a real length (a MediaRecorder WebM says Infinity until seeked). */
const knownSeconds = (value: number): number | null => (Number.isFinite(value) && value > 0 ? value : null);

/**
 * A recording's player on react-aria: a play/pause button, a seek slider and "elapsed / length" in the page's digits
 * (Arabic-Indic in Arabic). The length is known before playing: the measured one when given, else the file's, found by
 * seeking to the end when the browser reports none (Chrome's WebM from MediaRecorder). Keyboard: Tab to the button
 * (Space/Enter plays and pauses), then to the slider (arrows, Home and End move through the recording).
 */
export function AudioPlayer(props: AudioPlayerProps) {
  // A new file starts a new player: nothing of the last one's position, length or failure carries over.
  return <Player key={props.src ?? ''} {...props} />;
}

function Player({ src, label, labels, durationMs, preload = 'metadata', className, audioRef }: AudioPlayerProps) {
  const { locale } = useLocale();
  const language = languageOfLocale(locale);
  const element = useRef<HTMLAudioElement | null>(null);
  useImperativeHandle(audioRef, () => element.current as HTMLAudioElement, []);
  const measured = durationMs && durationMs > 0 ? durationMs / 1000 : null;
  const [fileSeconds, setFileSeconds] = useState<number | null>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [metadata, setMetadata] = useState(false);
  const probing = useRef(false);

  useEffect(() => {
    const audio = element.current;
    if (!audio || !src) return;
    const onMetadata = () => {
      setMetadata(true);
      const seconds = knownSeconds(audio.duration);
      if (seconds !== null) setFileSeconds(seconds);
      else if (measured === null && !probing.current) {
        // A WebM from MediaRecorder has no length in its header: seeking far past the end makes the browser find it.
        probing.current = true;
        audio.currentTime = Number.MAX_SAFE_INTEGER;
      }
    };
    const onDuration = () => {
      const seconds = knownSeconds(audio.duration);
      if (seconds === null) return;
      setFileSeconds(seconds);
      if (probing.current) {
        probing.current = false;
        audio.currentTime = 0;
      }
    };
    const onTime = () => {
      if (!probing.current) setPosition(audio.currentTime);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      setPlaying(false);
      setPosition(0);
    };
    const onError = () => setFailed(true);
    const events: [string, () => void][] = [
      ['loadedmetadata', onMetadata],
      ['durationchange', onDuration],
      ['timeupdate', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['error', onError],
    ];
    for (const [name, listener] of events) audio.addEventListener(name, listener);
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    if (audio.error) onError();
    return () => {
      for (const [name, listener] of events) audio.removeEventListener(name, listener);
    };
  }, [src, measured]);

  const totalSeconds = measured ?? fileSeconds;
  const toggle = useCallback(() => {
    const audio = element.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => setPlaying(false));
    else audio.pause();
  }, []);
  const seek = (seconds: number) => {
    const audio = element.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setPosition(seconds);
  };

  const state: AudioPlayerState = failed ? 'failed' : !src || (!metadata && totalSeconds === null) ? 'loading' : playing ? 'playing' : 'ready';
  const clock = (seconds: number | null) => (seconds === null ? '–:––' : formatDuration(language, seconds * 1000));
  const max = totalSeconds ?? 0;
  return (
    <div className={[styles.player, className].filter(Boolean).join(' ')} role="group" aria-label={label} data-state={state}>
      {/* A contestant's own recitation of verses shown in writing beside it: there is no other text to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={element} src={src ?? undefined} preload={preload} hidden />
      {state === 'failed' ? (
        <p className={styles.failed}>{labels.failed}</p>
      ) : (
        <>
          <IconButton
            label={playing ? labels.pause : labels.play}
            icon={playing ? <PauseIcon /> : <PlayIcon />}
            variant="primary"
            size="sm"
            isDisabled={state === 'loading'}
            onPress={toggle}
          />
          <Slider
            className={styles.slider}
            aria-label={labels.seek}
            minValue={0}
            maxValue={Math.max(max, 0.001)}
            step={0.1}
            value={Math.min(position, max)}
            onChange={(value) => seek(value as number)}
            isDisabled={state === 'loading' || max === 0}
            formatOptions={{ style: 'unit', unit: 'second', unitDisplay: 'long', maximumFractionDigits: 0 }}
          >
            <SliderTrack className={styles.track}>
              {({ state: slider }) => (
                <>
                  <span className={styles.fill} style={assignInlineVars({ [styles.played]: String(slider.getThumbPercent(0)) })} />
                  <SliderThumb className={styles.thumb} />
                </>
              )}
            </SliderTrack>
          </Slider>
          <span className={styles.time}>
            {clock(Math.min(position, max))} / {clock(totalSeconds)}
          </span>
        </>
      )}
    </div>
  );
}
