import { m } from '#src/paraglide/messages.js';
import type { Locale } from '#src/shared/i18n/locale.ts';

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * Every catalogue message without inputs, keyed by its English text: the API's sentences are
 * written in English where they are decided (services, shared schemas, the spec's wording), and
 * are put in the request's language on the way out (docs/decisions/i18n.md). Built on first use.
 */
let byEnglish: Map<string, Message> | undefined;

function englishIndex(): Map<string, Message> {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const message of Object.values(m) as Message[]) {
      const english = message({}, { locale: 'en' });
      if (!english.includes('undefined') && !byEnglish.has(english)) byEnglish.set(english, message);
    }
  }
  return byEnglish;
}

/** An English sentence of the catalogue in `locale`; any other text is returned unchanged. */
function translateSentence(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  return englishIndex().get(text)?.({}, { locale }) ?? text;
}

/** A JSON answer's sentences (`message`, and per-field `errors`) in `locale`. */
export function translateAnswer(body: unknown, locale: Locale): unknown {
  if (locale === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const answer = { ...(body as Record<string, unknown>) };
  if (typeof answer.message === 'string') answer.message = translateSentence(answer.message, locale);
  if (answer.errors && typeof answer.errors === 'object') {
    answer.errors = Object.fromEntries(
      Object.entries(answer.errors as Record<string, unknown>).map(([field, text]) => [
        field,
        typeof text === 'string' ? translateSentence(text, locale) : text,
      ]),
    );
  }
  return answer;
}
