import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Meter } from 'react-aria-components';
import { visuallyHidden } from '../../theme/a11y.css';
import { Button, type ButtonVariant } from '../Button/Button';
import type { AudioPlayerLabels } from '../AudioPlayer/AudioPlayer';
import { AudioClip } from './AudioClip';
import { Progress } from './Progress';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './Recorder.css';

export const recorderNoticeTones = ['info', 'warning', 'danger', 'success'] as const;
export type RecorderNoticeTone = (typeof recorderNoticeTones)[number];

export interface RecorderNotice {
  text: string;
  tone: RecorderNoticeTone;
}

export interface RecorderAction {
  id: string;
  label: string;
  onPress: () => void;
  variant?: ButtonVariant;
  isDisabled?: boolean;
  isPending?: boolean;
}

export interface RecorderLevel {
  label: string;
  /** 0..1 */
  value: number;
  /** Set while the input is silent, too quiet or clipping. */
  isWarning: boolean;
}

export interface RecorderDevices {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: string | null;
  onChange: (deviceId: string) => void;
}

export interface RecorderTimer {
  /** The elapsed time, formatted (e.g. "0:42"). */
  elapsed: string;
  /** "0:42 of about 1:00" */
  description: string;
  /** Elapsed and expected as fractions of the maximum length, 0..1. */
  fraction: number;
  expectedFraction: number;
}

export interface RecorderPlayback {
  /** An object URL of the take. */
  src: string;
  label: string;
  /** The player's play, pause, seek and failure texts. */
  labels: AudioPlayerLabels;
  /** 0..1 peaks, drawn as bars from the inline start. */
  peaks: readonly number[];
  waveformLabel: string;
  /** The real duration, decoded (the audio element reads none from Chrome's webm): the player shows it. */
  durationMs: number;
}

export interface RecorderProgress {
  label: string;
  /** 0..1 */
  value: number;
}

export interface RecorderProps {
  /** The region's name for assistive technology. */
  label: string;
  title: string;
  /** Shows the pulsing dot beside the title. */
  isRecording?: boolean;
  /** Shows a spinner-like busy state (aria-busy) while nothing can be done. */
  isBusy?: boolean;
  description?: string;
  notices?: readonly RecorderNotice[];
  /** Steps, e.g. how to allow the microphone again in this browser. */
  help?: readonly string[];
  devices?: RecorderDevices;
  level?: RecorderLevel;
  timer?: RecorderTimer;
  playback?: RecorderPlayback;
  progress?: RecorderProgress;
  actions?: readonly RecorderAction[];
  /** Read by screen readers when it changes (state changes, elapsed time every so often); never every second. */
  announcement: string;
  /** The text to recite (shown while checking, ready and recording). */
  children?: ReactNode;
}

function Waveform({ peaks, label, playedFraction }: { peaks: readonly number[]; label: string; playedFraction: number }) {
  const width = Math.max(1, peaks.length) * 3;
  return (
    <svg className={styles.waveform} viewBox={`0 0 ${width} 64`} preserveAspectRatio="none" role="img" aria-label={label}>
      {peaks.map((peak, index) => {
        const height = Math.max(2, peak * 60);
        return (
          <rect
            key={index}
            x={index * 3}
            y={32 - height / 2}
            width={2}
            height={height}
            rx={1}
            fill="currentColor"
            className={index / peaks.length < playedFraction ? styles.waveformPlayed : undefined}
          />
        );
      })}
    </svg>
  );
}

function Playback({ playback }: { playback: RecorderPlayback }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [played, setPlayed] = useState(0);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const onTime = () => setPlayed(playback.durationMs > 0 ? Math.min(1, (element.currentTime * 1000) / playback.durationMs) : 0);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', onTime);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', onTime);
    };
  }, [playback.durationMs]);
  return (
    <div className={styles.playback}>
      <Waveform peaks={playback.peaks} label={playback.waveformLabel} playedFraction={played} />
      <AudioClip audioRef={audio} className={styles.audio} src={playback.src} label={playback.label} labels={playback.labels} durationMs={playback.durationMs} />
    </div>
  );
}

/**
 * The recorder's face: a pure view of the recorder machine's state, given as texts, a level, a timer, a playback and
 * actions by the page that runs the machine. Keyboard: every control is a button, a radio or the audio element's own.
 */
export function Recorder({
  label,
  title,
  isRecording = false,
  isBusy = false,
  description,
  notices = [],
  help,
  devices,
  level,
  timer,
  playback,
  progress,
  actions = [],
  announcement,
  children,
}: RecorderProps) {
  return (
    <section className={styles.panel} aria-label={label} aria-busy={isBusy || undefined}>
      <div className={styles.header}>
        <h2 className={styles.title}>
          {isRecording ? <span className={styles.recordingDot} aria-hidden="true" /> : null}
          {title}
        </h2>
        {description ? <p className={styles.body}>{description}</p> : null}
      </div>
      {notices.map((notice) => (
        <p key={notice.text} className={`${styles.notice} ${styles.noticeTone[notice.tone]}`} role={notice.tone === 'danger' ? 'alert' : undefined}>
          {notice.text}
        </p>
      ))}
      {help && help.length > 0 ? (
        <ol className={styles.helpList}>
          {help.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {devices && devices.options.length > 1 ? (
        <RadioGroup
          label={devices.label}
          orientation="vertical"
          options={devices.options}
          value={devices.selected}
          onChange={devices.onChange}
        />
      ) : null}
      {level ? (
        <Meter value={Math.round(level.value * 100)} className={styles.meter} aria-label={level.label}>
          {({ percentage }) => (
            <div className={styles.meterTrack}>
              <div
                className={`${styles.meterFill}${level.isWarning ? ` ${styles.meterFillWarning}` : ''}`}
                style={assignInlineVars({ [styles.fillScale]: String(percentage / 100) })}
              />
            </div>
          )}
        </Meter>
      ) : null}
      {timer ? (
        <div className={styles.timer}>
          <span className={styles.elapsed} aria-hidden="true">
            {timer.elapsed}
          </span>
          <div className={styles.timeTrack} aria-hidden="true">
            <div className={styles.timeFill} style={assignInlineVars({ [styles.fillScale]: String(Math.min(1, timer.fraction)) })} />
            <div className={styles.expectedMark} style={assignInlineVars({ [styles.markAt]: `${Math.min(100, timer.expectedFraction * 100)}%` })} />
          </div>
          <p className={styles.small}>{timer.description}</p>
        </div>
      ) : null}
      {children ? <div className={styles.slot}>{children}</div> : null}
      {playback ? <Playback playback={playback} /> : null}
      {progress ? <Progress label={progress.label} value={Math.round(progress.value * 100)} /> : null}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action.id}
              variant={action.variant ?? 'primary'}
              onPress={action.onPress}
              isDisabled={action.isDisabled ?? false}
              isPending={action.isPending ?? false}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
