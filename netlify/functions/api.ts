import type { Config } from '@netlify/functions';
import { apiFunction } from '#src/server/serverless-api.ts';

export default apiFunction();

// Photo uploads go to netlify/functions/photos.ts, the one function that ships sharp and libvips;
// the photos' files (GET /api/photos/<file>) are served here (docs/decisions/netlify-routes.md).
export const config: Config = { path: '/api/*', excludedPath: '/api/photos' };
