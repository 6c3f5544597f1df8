import type { Page } from '@playwright/test';

/**
 * Words that run into a link, a button or emphasis beside them ("New here?Create an account"):
 * JSX and Astro drop the line break between a sentence and the element that follows it, so the
 * space must be written ({' '}). Returns each place as "…text|element" or "element|text…".
 * Spans are left out: they style part of a word, as the logo's "Warehouse" and "Finder".
 */
export function wordsRunTogether(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const endsWord = /[\p{L}\p{N}?:,;!)»]$/u;
    const startsWord = /^[\p{L}\p{N}(«]/u;
    for (const el of document.querySelectorAll('body :is(a, button, strong, b, em, code, time)')) {
      if (el.closest('.sr-only, [hidden], svg') || !el.parentElement) continue;
      if (!getComputedStyle(el).display.startsWith('inline')) continue;
      if (/flex|grid/.test(getComputedStyle(el.parentElement).display)) continue;
      const text = el.textContent ?? '';
      if (!text.trim()) continue;
      const before = el.previousSibling;
      const after = el.nextSibling;
      if (before?.nodeType === Node.TEXT_NODE && endsWord.test(before.textContent ?? '') && startsWord.test(text))
        found.push(`…${before.textContent!.slice(-30)}|${text.slice(0, 30)}`);
      if (after?.nodeType === Node.TEXT_NODE && startsWord.test(after.textContent ?? '') && /\S$/.test(text))
        found.push(`${text.slice(-30)}|${after.textContent!.slice(0, 30)}…`);
    }
    return found;
  });
}

/**
 * The visible text and the labels of the page a reader or screen reader meets, leaving out what is
 * marked as English (listing text as its owner wrote it, the switcher's "English") or as written in
 * a language nobody knows (lang="": a buyer's message as typed).
 */
export async function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inEnglish = (el: Element | null) => {
      const lang = el?.closest('[lang]')?.getAttribute('lang');
      return lang === '' || lang?.startsWith('en');
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || inEnglish(parent) || parent.closest('script, style, template')) continue;
      if (!parent.checkVisibility() && !parent.closest('.sr-only')) continue;
      texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (inEnglish(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}
