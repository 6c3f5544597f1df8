import type { Config } from '@netlify/functions';
import { processPhoto } from '#src/server/photos/photo-processing.ts';
import { apiFunction } from '#src/server/serverless-api.ts';

// Photo uploads (POST /api/photos) on a function of their own, the only one that ships sharp and
// its libvips (18.7 MB), so the API function keeps to its size and cold-start budgets
// (docs/decisions/netlify-routes.md). It runs the same app, so sessions, origin checks, rate
// limits and error answers are the API's own.
export default apiFunction({ processPhoto });

export const config: Config = { path: '/api/photos' };
