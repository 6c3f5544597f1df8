/** The part of Netlify's invocation context that names the deploy: production, deploy-preview, branch-deploy. */
export type Invocation = { deploy?: { context?: string } } | undefined;

/**
 * The deploy context comes with each invocation, not in a function's environment, where only the
 * variables set in Netlify's UI are. A deploy preview's function then opens the preview's own
 * database, or refuses (db/connection-env.ts), even when DATABASE_URL is set for every context.
 */
export function environmentOf(invocation: Invocation): Record<string, string | undefined> {
  const deployContext = invocation?.deploy?.context;
  return deployContext ? { ...process.env, CONTEXT: deployContext } : process.env;
}
