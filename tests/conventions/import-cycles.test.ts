import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, parse, repoRoot, resolveRelative, sourceFiles } from './support/sourceFiles';

/** The strongly connected groups of more than one file (and files that import themselves): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) connect(node);
  return groups;
}

function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const targets = importSpecifiers(parse(file))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

// Layers stay visible only while no file reaches itself through its imports: a cycle (even one
// closed by a lazy `import()` or a type-only import) means nobody can say where a module ends.
describe('no import cycles', () => {
  it.each(['src', 'server'])('%s/ has none (static, type-only or lazy imports alike)', (dir) => {
    const found = cycles(importGraph(dir)).map((group) => group.map((file) => path.relative(repoRoot, file)));
    expect(found).toEqual([]);
  });
});
