import { createActor, fromCallback, fromPromise, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

type AnySnapshot = { _nodes?: AnyStateNode[] };

const nodesOf = (snapshot: unknown): Set<string> =>
  new Set(((snapshot as AnySnapshot)._nodes ?? []).map((node) => node.id));

/** Every state node a story or test must show: all but the eventless deciding states (meta.transient). */
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

type Options = Parameters<typeof getShortestPaths>[1];

/**
 * Model-based coverage: the shortest paths (one per reachable state) must end in every visible
 * state, and the adjacency map (every event tried from every reachable state) must take every
 * transition the machine defines.
 */
export function graphCoverage(machine: AnyStateMachine, options: Options): Coverage {
  const paths = getShortestPaths(machine, options);
  const visited = new Set<string>();
  for (const path of paths) nodesOf(path.state).forEach((id) => visited.add(id));

  const visible = new Set(visibleStateIds(machine));
  const transient = new Set(
    getStateNodes(machine.root)
      .map((node) => node.id)
      .filter((id) => !visible.has(id)),
  );
  const edges = allEdges(machine);
  const taken = new Set<string>();
  const adjacency = getAdjacencyMap(machine, options as never) as Record<
    string,
    { state: unknown; transitions: Record<string, { event: { type: string }; state: unknown }> }
  >;
  for (const vertex of Object.values(adjacency)) {
    const before = nodesOf(vertex.state);
    for (const { event, state } of Object.values(vertex.transitions)) {
      const after = nodesOf(state);
      const changed = [...after].some((id) => !before.has(id)) || [...before].some((id) => !after.has(id));
      for (const edge of edges) {
        if (edge.event !== event.type || !before.has(edge.source)) continue;
        // A transient (deciding) target is never resident; it counts as reached when the state moved.
        const reached = transient.has(edge.target) ? changed : after.has(edge.target);
        if (reached) taken.add(`${edge.source} --${edge.event}--> ${edge.target}`);
      }
    }
  }
  return {
    unvisitedStates: [...visible].filter((id) => !visited.has(id)),
    untakenEdges: edges.map((edge) => `${edge.source} --${edge.event}--> ${edge.target}`).filter((key) => !taken.has(key)),
  };
}

/**
 * Plays every shortest path against a live actor and returns the paths where the live actor
 * ended somewhere else than the model said. Give a machine whose calls never settle
 * (`fromPromise(() => new Promise(() => {}))`) so that only the path's own events move it.
 */
export function replayMismatches(machine: AnyStateMachine, options: Options): string[] {
  const mismatches: string[] = [];
  const opts = (options ?? {}) as { input?: unknown; fromState?: unknown };
  for (const path of getShortestPaths(machine, options)) {
    const actor = createActor(machine, {
      input: opts.input,
      ...(opts.fromState ? { snapshot: opts.fromState as never } : {}),
    }).start();
    const events = path.steps.slice(1).map((step) => step.event as EventObject);
    for (const event of events) actor.send(event);
    const live = JSON.stringify(actor.getSnapshot().value);
    const model = JSON.stringify((path.state as { value: unknown }).value);
    if (live !== model) mismatches.push(`${events.map((e) => e.type).join(' → ')}: model ${model}, live ${live}`);
    actor.stop();
  }
  return mismatches;
}

/** A call that never settles, so a replay is moved only by the events it sends. */
export const neverSettles = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
/** A ticker that never ticks. */
export const silentTicker = fromCallback(() => {});
