import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The islands run on React itself (docs/decisions/react-runtime.md). */
describe('the islands runtime', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
  const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, unknown> };

  it('is React 19 through @astrojs/react', () => {
    expect(manifest.dependencies).toHaveProperty('@astrojs/react');
    expect(manifest.dependencies!.react).toMatch(/^\^19\./);
    expect(manifest.dependencies!['react-dom']).toMatch(/^\^19\./);
  });

  it('has no Preact package installed, so none can reach a bundle or the pre-rendering build', () => {
    const preact = Object.keys(lockfile.packages).filter((path) =>
      /(^|\/)(@preact\/|preact$|@astrojs\/preact$)/.test(path),
    );
    expect(preact).toEqual([]);
    for (const field of ['dependencies', 'devDependencies']) {
      expect(Object.keys(manifest[field] ?? {}).filter((name) => name.includes('preact'))).toEqual([]);
    }
  });
});
