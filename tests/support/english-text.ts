import { readFileSync } from 'node:fs';

/**
 * English interface text on a French page (docs/decisions/i18n.md): every English catalogue
 * sentence that reads differently in French (and is more than a word, so "Distance" or "Services"
 * do not count), and words no French sentence has. Used over the built pages (tests/site) and in
 * the browser (tests/e2e/french.spec.ts).
 */
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const english = catalogue('en');
const french = catalogue('fr');
const ENGLISH_SENTENCES = Object.keys(english)
  .filter((k) => typeof english[k] === 'string' && english[k] !== french[k])
  .map((k) => (english[k] as string).replace(/\{\w+\}/g, '').trim())
  .filter((text) => text.split(/\s+/).length >= 3);
const ENGLISH_WORDS = /\b(the|your|you|with|please|this|and|from|for|of|to|will|are|is|not|yet|sign|log in)\b/i;

/** The texts that read as English, addresses and links left out. */
export function englishTexts(texts: string[]): string[] {
  return texts
    .map((text) => text.replace(/\S+@\S+|https?:\/\/\S+/g, ''))
    .filter((text) => ENGLISH_WORDS.test(text) || ENGLISH_SENTENCES.some((sentence) => text.includes(sentence)));
}
