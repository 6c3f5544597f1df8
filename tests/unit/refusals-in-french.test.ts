import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withLocale } from '#src/server/i18n/request-locale.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { Locale } from '#src/shared/i18n/locale.ts';
import { englishTexts } from '#tests/support/english-text.ts';

/**
 * Every sentence the API can refuse with reads in French on a French request
 * (docs/decisions/i18n.md): the refusals are catalogue messages, called where they are decided,
 * and the shared schemas' messages are called when zod raises an issue.
 */

const catalogue = (locale: Locale): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'));
const en = catalogue('en');
const fr = catalogue('fr');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The message ids a folder's code calls (`m.api_log_in(`). */
const idsCalledIn = (...dirs: string[]) =>
  [
    ...new Set(
      dirs
        .flatMap(sourceFiles)
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)\(/g)].map((c) => c[1]!)),
    ),
  ].sort();

/** Where the API's sentences are decided: its routes and guards, the services' refusals, the shared tables and schemas. */
const API_CODE = [
  'src/server/api',
  'src/server/auth',
  'src/server/security',
  'src/shared/api',
  'src/shared/validation',
];
const apiIds = idsCalledIn(...API_CODE);

/** A value for each of a message's inputs: a number reads as a number in either language. */
const sampleInputs = (key: string) =>
  Object.fromEntries([...JSON.stringify(en[key]).matchAll(/\{(\w+)\}|input (\w+)/g)].map((i) => [i[1] ?? i[2], 3]));

type Rendered = (inputs: object, options: { locale: Locale }) => string;
const render = (key: string, locale: Locale) =>
  (m as unknown as Record<string, Rendered>)[key]!(sampleInputs(key), { locale });

describe('the API names its sentences by catalogue id', () => {
  it('finds the ids it checks', () => {
    expect(apiIds).toEqual(expect.arrayContaining(['api_log_in', 'v_first_name_required', 'api_session_this_device']));
  });

  it('calls only ids that both catalogues hold', () => {
    const ids = idsCalledIn('src/server', 'src/shared', 'src/components', 'src/client');
    expect(ids.filter((id) => !(id in en))).toEqual([]);
    expect(ids.filter((id) => !(id in fr))).toEqual([]);
  });

  it('has a French sentence for every refusal and validation message', () => {
    // A word alone may read the same in both ("minute"); a sentence may not.
    const sentences = apiIds.filter((id) => render(id, 'en').trim().includes(' '));
    const untranslated = sentences.filter((id) => render(id, 'fr') === render(id, 'en'));
    expect(untranslated).toEqual([]);
    const english = apiIds.filter((id) => englishTexts([render(id, 'fr')]).length > 0);
    expect(english.map((id) => `${id}: ${render(id, 'fr')}`)).toEqual([]);
  });
});

/** The exports of the shared modules that the API and the forms read. */
async function sharedExports(dir: string): Promise<[string, unknown][]> {
  const modules = await Promise.all(
    sourceFiles(dir).map(async (file) => [file, await import(path.resolve(file))] as const),
  );
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports as Record<string, unknown>).map(([name, value]): [string, unknown] => [
      `${path.basename(file)} ${name}`,
      value,
    ]),
  );
}

/**
 * Text a table keeps that is stored, not answered: billing's pause reason is written into the
 * listing's audit record by the scheduled billing run, which has no visitor and no language.
 */
const STORED_TEXT = new Set(['billing.ts BILLING_MESSAGES pauseReason']);

/** A sentence table's entries as read in `locale`: getters and sentence functions alike. */
function tableIn(table: object, locale: Locale): Record<string, string> {
  return withLocale(locale, () =>
    Object.fromEntries(
      Object.keys(table).flatMap((key) => {
        const value: unknown = (table as Record<string, unknown>)[key];
        if (typeof value === 'string') return [[key, value]];
        if (typeof value === 'function') return [[key, String((value as (...a: unknown[]) => unknown)(3))]];
        return [];
      }),
    ),
  );
}

describe('the shared sentence tables read in the language of the request', () => {
  it('have no English left in French, even in a table built before any request', async () => {
    const tables = [
      ...(await sharedExports('src/shared/api')),
      ...(await sharedExports('src/shared/validation')),
    ].filter(([name, value]) => /(MESSAGES|VALIDATION)$/.test(name) && value && typeof value === 'object');
    expect(tables.length).toBeGreaterThan(10);
    for (const [name, table] of tables) {
      const english = tableIn(table as object, 'en');
      const french = tableIn(table as object, 'fr');
      const same = Object.keys(french).filter(
        (key) => french[key] === english[key] && !STORED_TEXT.has(`${name} ${key}`),
      );
      expect(same, name).toEqual([]);
      const answered = Object.keys(french).filter((key) => !STORED_TEXT.has(`${name} ${key}`));
      expect(englishTexts(answered.map((key) => french[key]!)), name).toEqual([]);
    }
  });
});

/** Wrong values of every kind, for each field of an object schema at once. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'not a date',
  '2000-13-45',
  '1999-01-01',
  'a'.repeat(5000),
  -1,
  0,
  1.5,
  1e12,
  true,
  [],
  ['x'],
  {},
];

function badInputs(schema: z.ZodType): unknown[] {
  if (!(schema instanceof z.ZodObject)) return BAD_VALUES;
  const keys = Object.keys(schema.shape as object);
  return [...BAD_VALUES, ...BAD_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value])))];
}

/** The issues' messages, read inside the language: zod finalizes them when its error is first read. */
function issuesIn(schema: z.ZodType, input: unknown, locale: Locale): Promise<string[]> {
  return withLocale(locale, async () => {
    const result = await schema.safeParseAsync(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('the shared schemas (forms and API) say every message in the language of the page or request', () => {
  it('refuses wrong input of every kind in French, with no English sentence', async () => {
    const schemas = (await sharedExports('src/shared/validation')).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(20);
    const seen = new Set<string>();
    for (const [name, schema] of schemas) {
      for (const input of badInputs(schema)) {
        const english = await issuesIn(schema, input, 'en');
        const french = await issuesIn(schema, input, 'fr');
        expect(french.length, name).toBe(english.length);
        french.forEach((message, i) => {
          expect(message, `${name}: ${english[i]}`).not.toBe(english[i]);
          seen.add(message);
        });
        expect(englishTexts(french), name).toEqual([]);
      }
    }
    // The walk reaches the messages the named forms show.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        fr.v_first_name_required,
        fr.v_agree_terms_conditions,
        fr.v_username_length,
        fr.v_username_or_email_required,
        fr.v_name_required,
        fr.v_start_date_past,
        fr.v_space_positive,
      ]),
    );
  });
});
