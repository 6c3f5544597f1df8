import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticLocaleMessages } from '#src/integrations/static-locale-messages.ts';
import type { Locale } from '#src/shared/i18n/locale.ts';

/** The plugin's transform in a one-language build: the module's new code, or null when unchanged. */
function transformIn(locale: Locale): (code: string, id: string) => string | undefined {
  const transform = staticLocaleMessages(locale).transform as (code: string, id: string) => { code: string } | null;
  return (code, id) => transform.call({} as ThisParameterType<NonNullable<Plugin['transform']>>, code, id)?.code;
}

/** The browser's copy of a compiled module in a one-language build (src/tools/build-site.ts). */
function browserCopy(locale: Locale, file: string): string {
  const id = path.resolve('src/paraglide', file);
  const code = readFileSync(id, 'utf8');
  return transformIn(locale)(code, id) ?? code;
}

describe('a one-language build ships its own language only (docs/decisions/i18n.md)', () => {
  // The other language's function is left unused, for the bundler to drop.
  it.each(['en', 'fr'] as const)("%s: a message is its own language's function, chosen once", (locale) => {
    const code = browserCopy(locale, 'messages/search_any.js');
    expect(code).toMatch(new RegExp(`export const search_any = ${locale}_search_any;\\s*$`));
    expect(code).not.toContain('getLocale');
  });

  it.each([
    ['en', 'Any'],
    ['fr', 'Peu importe'],
  ] as const)('%s: a message without inputs is its text where it is called', (locale, text) => {
    const id = path.resolve('src/components/search/Example.tsx');
    const call = (code: string) => transformIn(locale)(code, id) ?? code;
    expect(call('<option value="">{m.search_any()}</option>')).toBe(
      `<option value="">{${JSON.stringify(text)}}</option>`,
    );
    // With inputs, a message stays a call.
    expect(call('m.search_n_ft_count_label({ n, count_label })')).toBe('m.search_n_ft_count_label({ n, count_label })');
  });

  it.each([
    ['en', ''],
    ['fr', "  'Cold Storage': m.st_cold,\n  FBA: m.sv_fba,\n"],
  ] as const)('%s: a label that reads as its stored value leaves the label map', (locale, kept) => {
    const id = path.resolve('src/shared/i18n/labels/example.ts');
    const map = (entries: string) => `const LABELS = {\n${entries}};`;
    const entries = "  Canada: m.country_canada,\n  'Cold Storage': m.st_cold,\n  FBA: m.sv_fba,\n";
    expect(transformIn(locale)(map(entries), id)).toBe(map(kept));
  });

  it('keeps plural messages working in the language of the build', () => {
    const code = browserCopy('fr', 'messages/search_warehouse_count.js');
    expect(code).toContain("import * as registry from '../registry.js'");
    expect(code).toMatch(/export const search_warehouse_count = fr_search_warehouse_count;\s*$/);
  });

  it('answers the build language from the runtime, without working it out', () => {
    expect(browserCopy('fr', 'runtime.js')).toContain('export const getLocale = () => "fr"');
  });

  // A shared schema's messages are called when zod raises an issue (src/shared/validation/fields.ts),
  // so a form's message is its page's language with no catalogue to look it up in.
  it.each([
    ['en', 'Please enter a valid email address'],
    ['fr', 'Veuillez entrer une adresse courriel valide'],
  ] as const)('%s: a validation message is its text in the schema', (locale, text) => {
    const id = path.resolve('src/shared/validation/example.ts');
    const schema = 'z.email({ error: () => m.v_email_invalid() })';
    expect(transformIn(locale)(schema, id)).toBe(`z.email({ error: () => ${JSON.stringify(text)} })`);
  });
});
