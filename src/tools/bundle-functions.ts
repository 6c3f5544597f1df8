import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';

/**
 * `npm run bundle:functions`: netlify/functions bundled by Netlify's own bundler, with the
 * `[functions]` settings of netlify.toml, as Netlify's build does, into `.netlify/functions-bundled/NAME/`
 * unzipped. The bundle tests (tests/bundle) and `npm run bench:functions` call what this writes,
 * so what runs on Netlify is what the tests run (docs/decisions/netlify-routes.md).
 */
export const BUNDLE_DIR = path.resolve('.netlify/functions-bundled');
export const MANIFEST = path.join(BUNDLE_DIR, 'manifest.json');
const FUNCTIONS_DIR = path.resolve('netlify/functions');

interface FunctionsSettings {
  node_bundler?: 'esbuild' | 'nft' | 'zisi' | 'none';
  external_node_modules?: string[];
  included_files?: string[];
}

const asBundlerConfig = (settings: FunctionsSettings) => ({
  nodeBundler: settings.node_bundler,
  externalNodeModules: settings.external_node_modules,
  includedFiles: settings.included_files,
});

/**
 * netlify.toml's `[functions]` (every function, '*') and its `[functions.NAME]` tables, in the
 * names zip-it-and-ship-it takes, as Netlify's build maps them: the bundler merges the entries a
 * function matches, the named one last, joining their lists.
 */
async function functionsConfig() {
  const toml = parse(await readFile('netlify.toml', 'utf8')) as { functions?: Record<string, unknown> };
  const entries = Object.entries(toml.functions ?? {});
  // A table is a function's own section; any other value is a setting for every function.
  const isTable = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  const everyFunction = Object.fromEntries(entries.filter(([, value]) => !isTable(value)));
  const named = entries.filter(([, value]) => isTable(value));
  return {
    '*': asBundlerConfig(everyFunction as FunctionsSettings),
    ...Object.fromEntries(named.map(([name, settings]) => [name, asBundlerConfig(settings as FunctionsSettings)])),
  };
}

export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Bundles every function; resolves to each one's folder and unzipped size. */
export async function bundleFunctions(): Promise<{ name: string; dir: string; bytes: number }[]> {
  await rm(BUNDLE_DIR, { recursive: true, force: true });
  const results = await zipFunctions(FUNCTIONS_DIR, BUNDLE_DIR, {
    archiveFormat: 'none',
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    config: await functionsConfig(),
    // What Netlify's build hands the platform: each function's routes, read by the bundle tests.
    manifest: MANIFEST,
  });
  return Promise.all(
    results.map(async (result) => {
      const dir = result.path;
      return { name: result.name, dir, bytes: await folderBytes(dir) };
    }),
  );
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const bundles = await bundleFunctions();
  for (const bundle of bundles)
    console.log(`${bundle.name.padEnd(14)} ${megabytes(bundle.bytes).padStart(9)} unzipped`);
  console.log(
    `Bundled ${bundles.length} functions into ${path.relative('.', BUNDLE_DIR)} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}
