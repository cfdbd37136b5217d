import { randomUUID } from 'node:crypto'

/**
 * JSON.stringify that writes bigints as exact JSON integers. u64 values (lamports, rentEpoch = u64::MAX) do
 * not fit a JS number, and kit parses integers of any size. Bigints go out as strings carrying a marker
 * made fresh for each call (so no string in the value, e.g. a program log, can fake one), and the markers
 * and quotes come off afterwards.
 */
export function stringifyWithBigInts(value: unknown): string {
  const mark = `bigint-${randomUUID()}:`
  const text = JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `${mark}${item}` : item))
  return text.replaceAll(new RegExp(`"${mark}(-?\\d+)"`, 'g'), '$1')
}
