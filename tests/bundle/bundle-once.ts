import { bundleFunctions, megabytes } from '#src/tools/bundle-functions.ts';

/** Bundles the functions once for the run, as Netlify's build does; skipped where the tests are. */
export default async function bundleOnce() {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_POOLER_URL) return;
  const started = Date.now();
  const bundles = await bundleFunctions();
  console.log(
    `Bundled ${bundles.map((b) => `${b.name} ${megabytes(b.bytes)}`).join(', ')} in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
}
