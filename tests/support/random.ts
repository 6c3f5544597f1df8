/** A fixed-seed generator (LCG), so generated test and benchmark data repeat from run to run and a failure can be replayed. */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
