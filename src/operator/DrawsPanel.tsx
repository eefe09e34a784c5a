import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../api/envelope';
import { Button, ResourceView, TextField } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { useResource } from '../api/useResource';
import { type DrawStepEvent, drawStepMachine, nextDrawStep } from '../machines/operator/drawStep.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus, saveStatusOf } from './SaveStatus';

type Draw = Schemas['OperatorDraw'];

export function DrawsPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [draws, retry, replace] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/draws')).data), [client]));
  return (
    <section className={styles.panel} aria-labelledby="draws-title">
      <h2 id="draws-title" className={styles.heading}>
        {t('draws.title')}
      </h2>
      <p className={styles.muted}>{t('draws.intro')}</p>
      <ResourceView resource={draws} onRetry={retry} labels={labels}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((d) => (
              <DrawItem key={d.track} client={client} draw={d} onChanged={(updated) => replace(list.map((x) => (x.track === updated.track ? updated : x)))} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}

function DrawItem({ client, draw, onChanged }: { client: ConsoleClient; draw: Draw; onChanged: (d: Draw) => void }) {
  const machine = drawStepMachine.provide({
    actors: {
      takeStep: fromPromise(({ input: { step, ...body } }) =>
        decisionOutcome(client.POST('/operator/draws/{track}/{drawStep}', { params: { path: { track: draw.track, drawStep: step } }, body }), (answer) =>
          onChanged(requireFirstOfData(answer)),
        ),
      ),
    },
  });
  const [state, send] = useMachine(machine);
  return <DrawView draw={draw} state={state} send={send} />;
}

/** One track's draw in a state of the draw-step machine: the next step only (a step taken is gone, issued certificates too), confirmed before it is sent. */
export function DrawView({ draw, state, send }: { draw: Draw; state: SnapshotFrom<typeof drawStepMachine>; send: (event: DrawStepEvent) => void }) {
  const { t } = useConsoleT();
  const step = nextDrawStep(draw);
  const trackName = t(`draws.track.${draw.track}`);
  const chosen = state.context.step;
  return (
    <li className={styles.item} aria-label={trackName}>
      <p>
        <strong>{trackName}</strong> <span className={styles.badge}>{t(`draws.stage.${draw.stage}`)}</span>
      </p>
      <p className={styles.muted}>{t('draws.numbers', { candidates: draw.candidates, winners: draw.winner_count, certificates: draw.certificates })}</p>
      {step ? (
        <div className={styles.row}>
          {step === 'run' && draw.source === 'operatorSecret' ? (
            <TextField label={t('draws.secret')} value={state.context.secret} onChange={(value) => send({ type: 'secret.change', value })} type="password" />
          ) : null}
          <Button isDisabled={state.matches('sending')} onPress={() => send({ type: 'step.choose', step })}>
            {t(`draws.steps.${step}`)}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('draws.finished')}</p>
      )}
      {state.matches({ offered: 'done' }) && chosen ? (
        <p role="status" className={styles.success}>
          {t(`draws.done.${chosen}`, { track: trackName })}
        </p>
      ) : null}
      <SaveStatus status={saveStatusOf(state, 'offered')} refusal={state.context.refusal} />
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'step.cancel' }))}
        title={chosen ? t('draws.confirm.title', { step: t(`draws.steps.${chosen}`), track: trackName }) : ''}
        confirmLabel={t('draws.confirm.yes')}
        cancelLabel={t('draws.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'step.confirm' })}
      >
        {chosen ? <p>{t(`draws.confirm.${chosen}`, { track: trackName })}</p> : null}
      </ConfirmDialog>
    </li>
  );
}
