import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Nu HTML Checker (vnu, the W3C validator) over files, in one JVM (starting Java is most of
 * the cost): one line per error, file:line: message. Warnings are allowed. Needs Java
 * (`apt-get install default-jre-headless`).
 */
const require = createRequire(import.meta.url);
/** The package's main module exports the path of the jar it ships. */
const VNU_JAR = String(require('vnu-jar'));

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

export function htmlErrors(files: string[], root: string): string[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`vnu could not run (is Java installed?): ${run.error.message}`);
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const file = m.url ? path.relative(root, new URL(m.url).pathname) : '?';
      return `${file}:${m.lastLine ?? '?'}: ${m.message}`;
    });
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}
