import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of src/ or db/ reaches itself through its imports (docs/architecture.md). Every
 * import counts, type-only and dynamic ones too, so a circle cannot hide behind `import type` or
 * a lazy `import()`.
 */

const ROOTS = ['src', 'db'];
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => join(root, path))
    .filter((path) => SOURCE.test(path));
}

/** The code of a file: an Astro component's frontmatter and scripts, any other file whole. */
function codeOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** The repository path an import names, or null for a package or anything outside src/ and db/. */
function resolve(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = /^#(src|db)\/(.*)$/.exec(bare);
  if (alias) return normalize(join(alias[1]!, alias[2]!));
  if (bare.startsWith('./') || bare.startsWith('../')) return normalize(join(dirname(from), bare));
  return null;
}

function importGraph(): Map<string, string[]> {
  const files = ROOTS.flatMap(sourceFiles);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(codeOf(file), true, true);
      const targets = importedFiles
        .map((imported) => resolve(file, imported.fileName))
        .filter((target): target is string => target !== null && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected components (Tarjan) with more than one file, or one file that imports itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One import path around a circle, from its first file (sorted) back to it: what a reader fixes. */
function pathAround(graph: Map<string, string[]>, component: string[]): string {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of graph.get(file)!) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start].join(' → ');
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}

describe('imports in src/ and db/', () => {
  const graph = importGraph();

  it('are read from every module (the check sees the code it guards)', () => {
    expect(graph.get(join('src', 'server', 'api', 'app.ts'))?.length).toBeGreaterThan(0);
    expect(graph.get(join('src', 'layouts', 'BaseLayout.astro'))?.length).toBeGreaterThan(0);
  });

  it('never run in a circle', () => {
    expect(circles(graph).map((component) => pathAround(graph, component))).toEqual([]);
  });
});
