import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every file below `dir` (relative to the repository) whose name ends with one of `endings`. */
export function filesUnder(dir: string, endings: readonly string[]): string[] {
  const root = path.join(repoRoot, dir);
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (endings.some((ending) => name.endsWith(ending))) found.push(full);
    }
  };
  try {
    walk(root);
  } catch {
    return [];
  }
  return found;
}

export const readText = (file: string) => readFileSync(file, 'utf8');
export const relative = (file: string) => path.relative(repoRoot, file);
