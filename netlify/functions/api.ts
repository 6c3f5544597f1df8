import type { Config } from '@netlify/functions';
import { createServerApp } from '#src/server/runtime.ts';

// One app instance per warm function; the database pool and mailer are reused between calls.
const app = createServerApp();

export default async (request: Request) => (await app).fetch(request);

export const config: Config = { path: '/api/*' };
