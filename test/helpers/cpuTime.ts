/**
 * CPU time of a call, for the tests that hold a reading linear (a longer input may take at most so many
 * times a shorter one's). CPU, not wall time: on a loaded machine the wall clock mostly measures waiting
 * for a core.
 */

/** CPU milliseconds (user and system) one call of `run` takes. */
export function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** The fewest CPU milliseconds of `runs` calls of `run`: the least disturbed by the rest of the machine. */
export function fastestCpuMs(run: () => void, runs = 3): number {
  let best = Infinity;
  for (let at = 0; at < runs; at++) best = Math.min(best, cpuMs(run));
  return best;
}
