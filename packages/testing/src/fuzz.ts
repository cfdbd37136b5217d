/**
 * How many cases each fast-check property runs: `FUZZ_RUNS` when set (the `npm run fuzz` script sets
 * 10,000+), otherwise `fallback`, small enough that every fuzz file together stays a few seconds of
 * `npm test`. A value that is not a positive integer is ignored rather than silently running zero cases.
 *
 * @example
 * import fc from 'fast-check'
 * import { fuzzRuns } from '@airlock/testing/fuzz'
 *
 * fc.assert(fc.property(fc.string(), (text) => parse(text) !== undefined), { numRuns: fuzzRuns() })
 */
export function fuzzRuns(fallback = 200, env: Record<string, string | undefined> = process.env): number {
  const raw = env.FUZZ_RUNS
  if (raw === undefined || raw.trim() === '') return fallback
  const runs = Number(raw)
  return Number.isSafeInteger(runs) && runs > 0 ? runs : fallback
}

/**
 * A test timeout, in milliseconds, for one fuzz property, that grows with the run count so that
 * `FUZZ_RUNS=10000` does not trip the runner's default timeout: `perRunMs` is the generous cost of one case.
 *
 * @example
 * it('never crashes', () => fc.assert(property, { numRuns: fuzzRuns() }), fuzzTimeout(5))
 */
export function fuzzTimeout(perRunMs: number, runs: number = fuzzRuns(), floorMs = 30_000): number {
  return Math.max(floorMs, Math.ceil(perRunMs * runs))
}
