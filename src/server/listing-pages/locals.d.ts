import type { Invocation } from '#src/server/invocation.ts';

declare global {
  namespace App {
    /** What @astrojs/netlify hands a page rendered on demand: Netlify's invocation context (none when pre-rendering). */
    interface Locals {
      netlify?: { context: Invocation };
    }
  }
}
