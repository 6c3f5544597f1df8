import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '#src/shared/i18n/locale.ts';

const MESSAGE_MODULE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/;
const RUNTIME_MODULE = /[\\/]src[\\/]paraglide[\\/]runtime\.js$/;
/** The browser's own code, where `m.key()` is called (src/paraglide is compiled output). */
const SOURCE_MODULE = /[\\/]src[\\/](components|client|shared)[\\/][^?]*\.tsx?$/;
/** A call of a message without inputs: `m.search_any()`. */
const PLAIN_CALL = /\bm\.([a-z0-9_]+)\(\)/g;
/** A value-list label module (src/shared/i18n/labels/label-of.ts). */
const LABELS_MODULE = /[\\/]src[\\/]shared[\\/]i18n[\\/]labels[\\/][\w-]+\.ts$/;
/** One entry of a label map: `  'Cold Storage': m.st_cold,`. */
const LABEL_ENTRY = /^\s*(?:'([^']+)'|([\w$]+)): m\.([a-z0-9_]+),\n/gm;

/**
 * The browser's code in a one-language build of the site (src/tools/build-site.ts,
 * docs/decisions/i18n.md):
 * - a message without inputs is its text where it is called (`m.search_any()` becomes `"Any"`), as
 *   English-only code would have it;
 * - a value-list label that reads as its stored value ("Cold Storage" in English) leaves its label
 *   map, whose lookup then answers the value itself (labelOf);
 * - each compiled message module, for the messages that take inputs, exports its own language's
 *   function alone, so the other language's text and the choosing wrapper are left out
 *   (Paraglide compiles a message as one function per language and an exported function that
 *   picks one at each call);
 * - the runtime is that language: the build and the page agree on it (src/shared/i18n/messages.ts
 *   is the browser's only user).
 * Pre-rendering keeps both languages: the pages name the other language (the switch, the banner).
 */
export function staticLocaleMessages(locale: Locale, catalogueDir = 'messages'): Plugin {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown site language: ${locale}`);
  const catalogue = JSON.parse(readFileSync(path.join(catalogueDir, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const plainText = (key: string): string | null => {
    const text = catalogue[key];
    return typeof text === 'string' && !/[{}\\]/.test(text) ? text : null;
  };
  return {
    name: 'static-locale-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (SOURCE_MODULE.test(id)) {
        const labelled = LABELS_MODULE.test(id)
          ? code.replace(LABEL_ENTRY, (entry, quoted?: string, bare?: string, key?: string) =>
              plainText(key!) === (quoted ?? bare) ? '' : entry,
            )
          : code;
        const inlined = labelled.replace(PLAIN_CALL, (call, key: string) => {
          const text = plainText(key);
          return text === null ? call : JSON.stringify(text);
        });
        return inlined === code ? null : { code: inlined, map: null };
      }
      if (RUNTIME_MODULE.test(id)) return { code: staticRuntime(locale), map: null };
      const key = MESSAGE_MODULE.exec(id)?.[1];
      if (!key || key === '_index') return null;
      const exported = code.indexOf(`\nexport const ${key} = `);
      if (exported < 0) throw new Error(`Unexpected shape of the compiled message ${key} (${id})`);
      const own = code.includes(`const ${locale}_${key} =`) ? locale : 'en';
      const body = code.slice(0, exported).replace(/^import \{[^}]*\} from '\.\.\/runtime\.js';$/m, '');
      return { code: `${body}\nexport const ${key} = ${own}_${key};\n`, map: null };
    },
  };
}

const staticRuntime = (locale: Locale) => `
export const locales = ${JSON.stringify(LOCALES)};
export const baseLocale = "en";
export const experimentalStaticLocale = ${JSON.stringify(locale)};
export const getLocale = () => ${JSON.stringify(locale)};
export const overwriteGetLocale = () => {};
`;
