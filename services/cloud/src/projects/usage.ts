import type { FastifyBaseLogger } from 'fastify'
import type { Queryable } from '../db/types.ts'

export interface ApiCall {
  projectId: string
  path: string
  st: string | undefined
  sv: string | undefined
}

/** Records project-scoped calls off the request path: buffered, written in multi-row inserts. */
export interface UsageRecorder {
  record(call: ApiCall): void
  /** Writes everything buffered so far. */
  flush(): Promise<void>
  /** Stops the timer and writes what is left; later records are dropped. */
  close(): Promise<void>
}

export interface UsageRecorderOptions {
  log: FastifyBaseLogger
  /** Rows per insert; a full buffer is written at once. Default 200. */
  maxBatch?: number
  /** How long a row may wait in the buffer. Default 1000 ms. */
  flushIntervalMs?: number
}

export function createUsageRecorder(db: Queryable, options: UsageRecorderOptions): UsageRecorder {
  const maxBatch = options.maxBatch ?? 200
  const flushIntervalMs = options.flushIntervalMs ?? 1_000
  let buffer: ApiCall[] = []
  let timer: NodeJS.Timeout | undefined
  let closed = false
  // Writes run one after another so flush() resolves only once every earlier row is in the table.
  let writing: Promise<void> = Promise.resolve()

  const write = async (calls: ApiCall[]) => {
    const params: unknown[] = []
    const rows = calls.map((call) => {
      params.push(call.projectId, call.path, call.st ?? null, call.sv ?? null)
      const n = params.length
      return `($${n - 3}, $${n - 2}, $${n - 1}, $${n})`
    })
    try {
      await db.query(`insert into api_calls (project_id, path, st, sv) values ${rows.join(', ')}`, params)
    } catch (error) {
      // Usage stats are not worth failing or retrying requests for; the log keeps the trace.
      options.log.error({ err: error, rows: calls.length }, 'could not record api calls')
    }
  }

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (buffer.length > 0) {
      const calls = buffer
      buffer = []
      writing = writing.then(() => write(calls))
    }
    return writing
  }

  return {
    record(call) {
      if (closed) return
      buffer.push(call)
      if (buffer.length >= maxBatch) void flush()
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushIntervalMs)
        // A pending write must not keep a finished process alive; close() writes it anyway.
        timer.unref()
      }
    },
    flush,
    close() {
      closed = true
      return flush()
    },
  }
}
