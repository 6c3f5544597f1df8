import { inlineCall } from '#src/shared/inline-script.ts';

/**
 * The home page draws the quiz button with the page, but a tap on it before its island has run
 * reaches no code: on a slow phone that moment lasts a second or more, and the tap was lost. The
 * page's inline script notes such a tap on the root element, and the launcher (QuizLauncher)
 * opens the quiz as soon as it runs.
 */

/** Marks the launcher's button, so the inline script can tell a tap on it from any other. */
export const QUIZ_LAUNCHER_ATTRIBUTE = 'data-quiz-launcher';
/** The root element's dataset key that holds a tap made before the launcher ran. */
const EARLY_TAP_KEY = 'quizTappedEarly';

function noteEarlyTaps(launcherSelector: string, key: string) {
  document.addEventListener(
    'click',
    (event) => {
      const launcher = event.target instanceof Element ? event.target.closest(launcherSelector) : null;
      // Astro removes `ssr` from an island once it has hydrated; from then on the button's own handler runs.
      if (launcher?.closest('astro-island[ssr]')) document.documentElement.dataset[key] = '';
    },
    { capture: true },
  );
}

/** The inline script of a page with a quiz button (src/components/home/Hero.astro). */
export const quizEarlyTapScript = () => inlineCall(noteEarlyTaps, `[${QUIZ_LAUNCHER_ATTRIBUTE}]`, EARLY_TAP_KEY);

/** Whether the visitor tapped the quiz button before the launcher ran; forgets the tap. */
export function takeEarlyQuizTap(): boolean {
  const { dataset } = document.documentElement;
  if (!(EARLY_TAP_KEY in dataset)) return false;
  delete dataset[EARLY_TAP_KEY];
  return true;
}
