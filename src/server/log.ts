/**
 * The server log. Names, subjects, addresses, paths and error messages a visitor can shape end up
 * in log lines; a line break in them would start a line of the visitor's choosing ("[api] … failed")
 * and an ANSI escape would rewrite the terminal. So every line is written through `logTo`, which
 * escapes control characters (C0, DEL, C1, and the Unicode line separators and direction
 * overrides that make a viewer show text out of place) as `\n`, `\u001b` …: one log line per
 * line the code meant, whatever the text in it.
 */

/** Where log text goes: the console, or a test's or a caller's collector. */
export type LogSink = (text: string) => void;

/** Writes lines; each argument is one line of the log. */
export type Log = (...lines: string[]) => void;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The text with every control character written as its escape, so it stays on one line and prints as typed. */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (ch) => NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A Log writing to `sink`, each line escaped. */
export function logTo(sink: LogSink): Log {
  return (...lines) => sink(lines.map(escapeControlCharacters).join('\n'));
}

/** The console by level, looked up on each call, so whatever console holds then (a test's spy, too) gets the text. */
export const consoleSink = {
  info: (text: string) => console.log(text),
  warn: (text: string) => console.warn(text),
  error: (text: string) => console.error(text),
} satisfies Record<string, LogSink>;

export const serverLog = {
  info: logTo(consoleSink.info),
  warn: logTo(consoleSink.warn),
  error: logTo(consoleSink.error),
};
