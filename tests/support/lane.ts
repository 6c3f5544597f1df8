/**
 * Which of `npm test`'s two lanes this is (docs/testing.md#lanes). The default lane is the
 * everyday one: no PostgreSQL passes, fewer crash rounds, and no browser test tagged `@full` (the
 * site's background rebuilds, React's development build, HTML validity). The full lane,
 * `TEST_LANE=full npm test`, runs everything, and is what `.ci/run` runs.
 */
export const fullLane = process.env.TEST_LANE === 'full';
