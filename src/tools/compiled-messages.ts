import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { PARAGLIDE_OPTIONS } from '#src/shared/i18n/compiler-options.ts';

/** What Paraglide compiles from (docs/decisions/i18n.md). */
const MESSAGE_SOURCES = ['messages', path.join(PARAGLIDE_OPTIONS.project, 'settings.json')];
/** Touched after each compile here: Paraglide leaves a module whose text did not change as it was. */
const COMPILED_STAMP = path.join(PARAGLIDE_OPTIONS.outdir, 'runtime.js');

async function newestChange(entry: string): Promise<number> {
  const info = await stat(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  const inside = await readdir(entry);
  return Math.max(info.mtimeMs, ...(await Promise.all(inside.map((name) => newestChange(path.join(entry, name))))));
}

/**
 * Compiles the messages (`npm run i18n`) unless src/paraglide is newer than every message file.
 * The French build runs in a copy of the sources without Paraglide's build plugin
 * (docs/performance.md, "Build"): in a folder of its own the plugin finds no cache of its last
 * compile and compiles every message again, ten seconds of the build's start. So the copy must
 * be taken of messages compiled from the files as they are.
 */
export async function compileMessagesIfChanged(): Promise<void> {
  if (existsSync(COMPILED_STAMP)) {
    const sources = Math.max(...(await Promise.all(MESSAGE_SOURCES.map(newestChange))));
    if ((await newestChange(PARAGLIDE_OPTIONS.outdir)) > sources) return;
  }
  const compile = spawnSync('npm', ['run', '--silent', 'i18n'], { stdio: 'inherit' });
  if (compile.status !== 0) throw new Error(`npm run i18n exited with ${compile.status}`);
  const now = new Date();
  await utimes(COMPILED_STAMP, now, now);
}
