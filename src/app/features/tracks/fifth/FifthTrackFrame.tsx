import type { ReactNode } from 'react';
import type { Resource } from '../../../../api/useResource';
import { fifthTrackAllowance, type FifthTrackAnswer } from '../../../api/recording';
import { RecordingFrame } from '../recording/RecordingFrame';
import { AttemptAllowance, AttemptHistory } from './AttemptHistory';

type Attempts = Extract<FifthTrackAnswer, { kind: 'attempts' }>;

/**
 * A page of the fifth track in its recording frame: the attempts used and left, what the page offers while another
 * attempt may be made (`offer`), the history of attempts, then `after`.
 */
export function FifthTrackFrame({
  titleId,
  title,
  before,
  resource,
  onRetry,
  offer,
  after,
}: {
  titleId: string;
  title: string;
  before?: ReactNode;
  resource: Resource<FifthTrackAnswer>;
  onRetry: () => void;
  offer: (answer: Attempts) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <RecordingFrame titleId={titleId} title={title} before={before} resource={resource} onRetry={onRetry} noCompetition="notStarted">
      {(answer) => (
        <>
          <AttemptAllowance attempts={answer.attempts} allowed={answer.allowed} />
          {fifthTrackAllowance(answer.attempts, answer.allowed).canStart ? offer(answer) : null}
          <AttemptHistory attempts={answer.attempts} />
          {after}
        </>
      )}
    </RecordingFrame>
  );
}
