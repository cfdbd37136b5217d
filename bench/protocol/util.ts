/** Small helpers shared by the benches (the protocol sections and the kits). */

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index]!
}

export const median = (values: readonly number[]) => quantile(values, 0.5)

export function ratio(ours: number, anchor: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(anchor) || anchor === 0) return 'n/a'
  return ours / anchor >= 10 ? (ours / anchor).toFixed(1) : (ours / anchor).toFixed(2)
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Rejects after `ms` with `what` in the message. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
    }),
  ])
}

/** Prints a table: a title, a header row and the rows, columns padded (first left, the rest right). */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('   ')
  console.log(`\n${title}`)
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('   '))
  for (const row of rows) console.log(line(row))
}

export { officialMemoryStorage } from '../../services/cloud/src/test/officialStorage.ts'
