import type { AnyStateMachine, StateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../src/machines';
import { filesUnder, readText } from '../support/files';

/** Every atomic state of a machine, as `<machineId>.<dotted.path>`. */
function atomicStates(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const walk = (node: StateNode) => {
    const children = Object.values(node.states) as StateNode[];
    if (children.length === 0) found.push(node.id);
    else children.forEach(walk);
  };
  walk(machine.root);
  return found;
}

/** State ids the stories declare they show: `parameters: { machineStates: ['session.signedIn.idle'] }`. */
function statesShownByStories(): Set<string> {
  const shown = new Set<string>();
  for (const file of filesUnder('stories', ['.stories.tsx', '.stories.ts'])) {
    for (const block of readText(file).matchAll(/machineStates\s*:\s*\[([^\]]*)\]/g)) {
      for (const literal of (block[1] ?? '').matchAll(/['"`]([\w.-]+)['"`]/g)) shown.add(literal[1] ?? '');
    }
  }
  return shown;
}

describe('every machine state has a story', () => {
  const shown = statesShownByStories();

  it.each(Object.entries(machineCatalogue))('%s: each atomic state is shown by a story', (_id, machine) => {
    const missing = atomicStates(machine as AnyStateMachine).filter((state) => !shown.has(state));
    expect(missing).toEqual([]);
  });

  it('stories only name states that exist', () => {
    const all = new Set(Object.values(machineCatalogue).flatMap((machine) => atomicStates(machine as AnyStateMachine)));
    expect([...shown].filter((state) => !all.has(state))).toEqual([]);
  });
});
