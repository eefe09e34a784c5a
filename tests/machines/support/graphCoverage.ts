import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode, type StatePath } from 'xstate/graph';

type AnySnapshot = Snapshot<unknown> & { _nodes?: AnyStateNode[] };

const nodesOf = (snapshot: AnySnapshot): string[] => (snapshot._nodes ?? []).map((node) => node.id);

/** Every state node a designer or test must see: all but the eventless deciding states. */
export function visibleStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => !(node.meta as { transient?: boolean } | undefined)?.transient)
    .map((node) => node.id);
}

export interface Edge {
  source: string;
  event: string;
  target: string;
}

/** Every event-driven transition of the machine as source → target (a targetless one targets its source). */
export function allEdges(machine: AnyStateMachine): Edge[] {
  const edges: Edge[] = [];
  const walk = (node: DirectedGraphNode) => {
    for (const edge of node.edges) {
      const event = edge.transition.eventType as string;
      if (event === '') continue; // eventless (always) edges are checked through the states they reach
      edges.push({ source: edge.source.id, event, target: edge.target.id });
    }
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return edges;
}

export interface Coverage {
  unvisitedStates: string[];
  untakenEdges: string[];
}

/** Which states and transitions the generated paths never reach. */
export function coverageOf<TSnapshot extends AnySnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  paths: Array<StatePath<TSnapshot, TEvent>>,
  initial: TSnapshot,
): Coverage {
  const visited = new Set<string>(nodesOf(initial));
  const visible = new Set(visibleStateIds(machine));
  const transient = new Set(getStateNodes(machine.root).map((node) => node.id).filter((id) => !visible.has(id)));
  const taken = new Set<string>();
  for (const path of paths) {
    let previous: AnySnapshot = initial;
    for (const step of path.steps) {
      const before = new Set(nodesOf(previous));
      const after = new Set(nodesOf(step.state));
      after.forEach((id) => visited.add(id));
      const changed = [...after].some((id) => !before.has(id)) || [...before].some((id) => !after.has(id));
      for (const edge of allEdges(machine)) {
        if (edge.event !== step.event.type || !before.has(edge.source)) continue;
        // A transient (deciding) target is never resident; it counts as reached when the state moved.
        const reached = transient.has(edge.target) ? changed : after.has(edge.target);
        if (reached) taken.add(`${edge.source} --${edge.event}--> ${edge.target}`);
      }
      previous = step.state;
    }
  }
  return {
    unvisitedStates: visibleStateIds(machine).filter((id) => !visited.has(id)),
    untakenEdges: allEdges(machine)
      .map((edge) => `${edge.source} --${edge.event}--> ${edge.target}`)
      .filter((key) => !taken.has(key)),
  };
}
