import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { rulesLoaderMachine, type RuleItem } from '../../../machines';
import { fetchRules as liveFetchRules } from './competitionApi';
import { RulesList, type RulesView } from './RulesList';

/** The rules list of the about banner's modal and the conditions page. */
export function ConnectedRules({ fetchRules = liveFetchRules }: { fetchRules?: () => Promise<readonly RuleItem[]> }) {
  const machine = useMemo(() => rulesLoaderMachine.provide({ actors: { fetchRules: fromPromise(() => fetchRules()) } }), [fetchRules]);
  const [snapshot, send] = useMachine(machine);
  const view: RulesView = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches({ loaded: 'empty' })
        ? 'empty'
        : 'listed';
  return <RulesList view={view} rules={snapshot.context.rules} onRetry={() => send({ type: 'rules.retry' })} />;
}
