import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Recorder } from '../../../../design-system/components/Recorder/Recorder';
import { recorderActors, recorderMachine, type ConnectionWatch, type RecorderContext, type RecorderEvent, type RecorderPorts, type RecordingLimits } from '../../../../machines';
import { apiBaseUrl } from '../../../api/client';
import { createRecordingUploader, type RecordingTarget } from '../../../api/recordingUpload';
import { isLanguage } from '../../../../domain/language';
import { savedLanguage } from '../../../services/apiClient';
import { browserFamily } from '../../../media/browserFamily';
import { browserMedia } from '../../../media/browserMedia';
import { createTakeKeeper } from '../../../media/takeKeeper';
import { readJwtCookie } from '../../../storage/jwtCookie';
import { recorderStateName, recorderView } from './recorderView';

const newKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The browser's ports for one kept take (`scope`) sent to `target`. */
export function browserRecorderPorts(scope: string, target: RecordingTarget): RecorderPorts {
  return {
    media: browserMedia,
    keeper: createTakeKeeper(scope),
    uploader: createRecordingUploader(target, {
      baseUrl: apiBaseUrl,
      getToken: () => readJwtCookie(),
      getLanguage: savedLanguage,
    }),
    connection: browserConnection,
    newKey,
    now: () => Date.now(),
  };
}

/** The browser's online/offline events; a connection already back when asked is reported at once. */
const browserConnection: ConnectionWatch = {
  isOnline: () => navigator.onLine,
  whenOnline(onOnline) {
    if (navigator.onLine) {
      const soon = setTimeout(onOnline, 0);
      return () => clearTimeout(soon);
    }
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  },
};

const objectUrls = new WeakMap<Blob, string>();
const pendingRevokes = new WeakMap<Blob, ReturnType<typeof setTimeout>>();

function objectUrlOf(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

/**
 * An object URL for the take, revoked a moment after the take changes or the page leaves: a moment, because StrictMode
 * runs an effect's cleanup and the effect again at once, and the player still shows the same take.
 */
function useObjectUrl(blob: Blob | null): string | null {
  useEffect(() => {
    if (!blob) return;
    clearTimeout(pendingRevokes.get(blob));
    return () => {
      pendingRevokes.set(
        blob,
        setTimeout(() => {
          const url = objectUrls.get(blob);
          if (url) URL.revokeObjectURL(url);
          objectUrls.delete(blob);
        }, 1000),
      );
    };
  }, [blob]);
  return blob ? objectUrlOf(blob) : null;
}

export interface RecorderPanelProps {
  /** One kept take per scope: `second:<user>:<recitation>`, `fifth:<user>`. */
  scope: string;
  target: RecordingTarget;
  limits: RecordingLimits;
  /** What recording again means on this page. */
  againNote: string;
  /** Called once the server has the take. */
  onUploaded: () => void;
  /** The verses, shown while checking, ready and recording. */
  children?: ReactNode;
  /** Stories and tests pass their own ports. */
  ports?: RecorderPorts;
  /** A sent attempt awaits review and a new one replaces it: the recorder says so, and asks, before the microphone. */
  replacesPending?: boolean;
}

/** The recorder machine's snapshot drawn by the design system's Recorder (pages run the machine; stories resolve it). */
export function RecorderFace({
  snapshot,
  send,
  againNote,
  children,
}: {
  snapshot: { value: unknown; context: RecorderContext };
  send: (event: RecorderEvent) => void;
  againNote: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const state = recorderStateName(snapshot.value);
  const takeUrl = useObjectUrl(snapshot.context.take?.blob ?? null);
  const browser = useMemo(() => browserFamily(typeof navigator === 'undefined' ? '' : navigator.userAgent), []);
  const view = recorderView({ state, context: snapshot.context, t, language, browser, send, takeUrl, againNote });
  const showText = state === 'checking' || state === 'ready' || state === 'recording';
  return <Recorder {...view}>{showText ? children : null}</Recorder>;
}

/** The recorder machine run against the browser. */
export function RecorderPanel({ scope, target, limits, againNote, onUploaded, children, ports, replacesPending = false }: RecorderPanelProps) {
  // One machine per scope and target; a new one starts when the page moves to another clip.
  const targetKey = JSON.stringify(target);
  const machine = useMemo(
    () => recorderMachine.provide({ actors: recorderActors(ports ?? browserRecorderPorts(scope, JSON.parse(targetKey) as RecordingTarget)) }),
    [scope, targetKey, ports],
  );
  const [snapshot, send] = useMachine(machine, { input: { limits, replacesPending } });
  const uploaded = snapshot.matches('uploaded');
  useEffect(() => {
    if (uploaded) onUploaded();
  }, [uploaded, onUploaded]);
  return (
    <RecorderFace snapshot={snapshot} send={send} againNote={againNote}>
      {children}
    </RecorderFace>
  );
}
