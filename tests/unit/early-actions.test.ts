// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { earlyActionsScript } from '#src/client/early-actions.ts';
import { HYDRATED_ATTRIBUTE } from '#src/shared/island-ready.ts';

/** What reached the page's own code, and how many native submissions the browser would have made. */
let handled: string[] = [];
let nativeSubmits = 0;

beforeAll(() => {
  // Once per document, as on every page (BaseLayout).
  new Function(earlyActionsScript())();
  // Registered after the script, as an island's own (React's) listeners are.
  document.addEventListener('click', (event) => handled.push(`click ${(event.target as Element).id}`));
  document.addEventListener('submit', (event) => {
    handled.push(`submit ${(event.target as Element).id}`);
    if (!event.defaultPrevented) nativeSubmits++;
  });
});

beforeEach(() => {
  handled = [];
  nativeSubmits = 0;
  document.body.innerHTML = `
    <astro-island id="island">
      <div id="root">
        <button type="button" id="tap">Open</button>
        <form id="form"><input name="email" value="a@b.example"></form>
        <form id="native" action="/search"><input name="query" value="Reno"></form>
      </div>
    </astro-island>
    <form id="outside"><button id="outside-submit">Send</button></form>`;
});

const byId = (id: string) => document.getElementById(id)!;
const markReady = () => byId('root').setAttribute(HYDRATED_ATTRIBUTE, '');
const submit = (id: string) => (byId(id) as HTMLFormElement).requestSubmit();
/** Mutation observers, then the replay's own task. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('early actions script', () => {
  it.each([
    {
      what: 'a tap before the island is ready is held, then replayed once',
      act: () => byId('tap').click(),
      event: 'click tap',
    },
    {
      what: 'a submit before the island is ready is held, then replayed once',
      act: () => submit('form'),
      event: 'submit form',
    },
  ])('$what', async ({ act, event }) => {
    act();
    await settle();
    expect(handled, 'nothing reaches the island before it is ready').toEqual([]);
    markReady();
    await settle();
    expect(handled).toEqual([event]);
    expect(nativeSubmits).toBe(0);
  });

  it.each([
    { what: 'a tap once the island is ready goes straight to it', act: () => byId('tap').click(), event: 'click tap' },
    { what: 'a submit once the island is ready goes straight to it', act: () => submit('form'), event: 'submit form' },
  ])('$what', async ({ act, event }) => {
    markReady();
    act();
    expect(handled).toEqual([event]);
    expect(nativeSubmits).toBe(0);
  });

  it('never lets a form without an action submit natively, in an island or not', () => {
    markReady();
    submit('form');
    submit('outside');
    expect(handled).toEqual(['submit form', 'submit outside']);
    expect(nativeSubmits).toBe(0);
  });

  it('lets a form built to work without its code submit natively at once', () => {
    submit('native');
    expect(handled).toEqual(['submit native']);
    expect(nativeSubmits).toBe(1);
  });
});
