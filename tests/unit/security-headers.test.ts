import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { netlifyHeadersFile, pageSecurityHeaders, scriptHashSources } from '#src/server/security/headers.ts';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('scriptHashSources', () => {
  it('hashes inline scripts the browser runs, not external or data scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">\nimport("/x.js")\n</script>',
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT TYPE="text/javascript">b()</SCRIPT>',
    ].join('');
    expect(scriptHashSources(html)).toEqual([sha('a()'), sha('\nimport("/x.js")\n'), sha('b()')]);
  });

  it('finds the same scripts in a page read as Latin-1, as the build reads its pages', () => {
    const html = '<p>Entrepôts à Montréal ›</p><script>say("déjà vu ›")</script><script>b()</script>';
    const asWritten = Buffer.from(html, 'utf8').toString('latin1');
    expect(scriptHashSources(asWritten, 'latin1')).toEqual([sha('say("déjà vu ›")'), sha('b()')]);
  });
});

describe('page headers', () => {
  it('allow scripts by hash only, and send HSTS only in production', () => {
    const local = pageSecurityHeaders({ scriptHashes: [sha('a()')], production: false });
    expect(local['Content-Security-Policy']).toContain(`script-src 'self' '${sha('a()')}';`);
    expect(local['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(local['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(local['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ scriptHashes: [], production: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('are written for Netlify as one block for every path plus caching of hashed bundles', () => {
    const file = netlifyHeadersFile({ scriptHashes: [sha('a()')], production: true });
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/);
    expect(file).toContain('\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n');
    expect(file).toContain('\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
