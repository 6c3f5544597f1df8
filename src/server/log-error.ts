/**
 * An error as the server log may show it: class, code, message and where it was thrown, without
 * the personal data the request carried. Drizzle's message ends with the query's parameters
 * ("params: grace@example.com,…") and PostgreSQL's message and detail can quote the offending
 * values, so a database error is reduced to its query, SQLSTATE and constraint.
 */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let e: unknown = err; e !== undefined && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    parts.push(describeOne(e));
  }
  return parts.join(' <- ');
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
}

function describeOne(e: unknown): string {
  // A thrown string or object could be anything the code had at hand: only its type is safe.
  if (!(e instanceof Error)) return `thrown ${typeof e}`;
  const { code, constraint, table } = e as ErrorFields;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    const on = [table, constraint].filter((v) => typeof v === 'string' && v).join('.');
    return `${e.name} SQLSTATE ${code}${on ? ` (${on})` : ''}`;
  }
  // DrizzleQueryError: "Failed query: <sql with $1 placeholders>\nparams: <values>".
  const message = e.message.startsWith('Failed query:') ? e.message.split('\nparams:')[0]! : e.message;
  return `${e.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message.split('\n')[0]}`;
}

/** Where it was thrown: the "at …" lines of the stack only, since its first lines repeat the message. */
export function stackFrames(err: unknown): string[] {
  if (!(err instanceof Error)) return [];
  return (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8);
}
