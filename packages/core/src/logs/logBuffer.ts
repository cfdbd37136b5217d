import type { ReadonlyStore } from '../airlock/stores.ts'
import type { AirlockContext } from '../context.ts'
import type { ChainState } from '../network/store.ts'

/**
 * How much of its log a kit keeps: about 1 MB (1 MiB of UTF-8). A page can stay open for days, and a wallet or
 * cloud that keeps failing would otherwise grow the log for as long; past this, the oldest lines go first.
 */
export const KIT_LOG_MAX_BYTES = 1024 * 1024

const encoder = new TextEncoder()
const sizeOf = (line: string) => encoder.encode(line).length

/** Cuts `line` to at most `max` bytes of UTF-8, marked with an ellipsis (3 bytes). */
function shortened(line: string, max: number): string {
  let kept = line.slice(0, Math.max(0, max - 3))
  while (kept && sizeOf(kept) > max - 3) kept = kept.slice(0, -1)
  return `${kept}…`
}

export interface LogBuffer {
  /** Appends a line, dropping the oldest lines until the buffer fits its size again. */
  add(line: string): void
  /** The kept lines, oldest first. */
  lines(): readonly string[]
  /** The size of the kept lines in bytes of UTF-8. */
  readonly bytes: number
  clear(): void
}

/**
 * Lines of text kept up to `maxBytes` (UTF-8). A line larger than the whole buffer is shortened to fit rather
 * than emptying it for nothing.
 *
 * @example
 * const log = createLogBuffer()
 * log.add('Switch network failed: Wallet is busy')
 */
export function createLogBuffer(maxBytes: number = KIT_LOG_MAX_BYTES): LogBuffer {
  let entries: { line: string; size: number }[] = []
  let first = 0
  let bytes = 0
  return {
    add(text) {
      const line = sizeOf(text) > maxBytes ? shortened(text, maxBytes) : text
      const size = sizeOf(line)
      entries.push({ line, size })
      bytes += size
      while (bytes > maxBytes && first < entries.length) {
        bytes -= entries[first]?.size ?? 0
        first++
      }
      // Dropped lines are removed from the array now and then, not on every add.
      if (first > 1024 && first * 2 > entries.length) {
        entries = entries.slice(first)
        first = 0
      }
    },
    lines: () => entries.slice(first).map((entry) => entry.line),
    get bytes() {
      return bytes
    },
    clear() {
      entries = []
      first = 0
      bytes = 0
    },
  }
}

// One log per kit instance, kept beside its chain store (which every kit has exactly one of): it goes away with
// the kit, and two kits on a page keep their own.
const logs = new WeakMap<object, LogBuffer>()

/** The kit's log, made on its first line. */
export function kitLog(ctx: Pick<AirlockContext, 'chain'>): LogBuffer {
  let log = logs.get(ctx.chain)
  if (!log) {
    log = createLogBuffer()
    logs.set(ctx.chain, log)
  }
  return log
}

/**
 * The kit's log, oldest line first: each internal failure with its time, whether or not the cloud's analytics
 * took it (they are off without a cloud and limited to 5 a minute). At most about 1 MB is kept.
 *
 * @example
 * import { readKitLog } from '@airlock/core'
 *
 * supportForm.attach('airlock.log', readKitLog(airlock).join('\n'))
 */
export function readKitLog(airlock: { readonly chain: ReadonlyStore<ChainState> }): readonly string[] {
  return logs.get(airlock.chain)?.lines() ?? []
}
