import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { parseJson, stringifyJson } from '../json.ts'
import type { KeyValueStorage } from './types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Node storage in one JSON file (`{"key": value, ...}`, BigInt through json.ts). The file is read on the
 * first call and created on the first write; every write replaces it atomically (temporary file +
 * rename) and writes are serialised, so a crash leaves either the old or the new state. Use one
 * instance per file: an instance does not see another live instance's later writes.
 *
 * @example
 * ```ts
 * import { createFileStorage } from '@airlock/protocol/node'
 * import WebSocket from 'ws'
 *
 * const wallet = await createWalletClient({
 *   ...options,
 *   storage: createFileStorage('./wallet-state.json'),
 *   webSocket: (url) => new WebSocket(url),
 * })
 * ```
 */
export function createFileStorage(path: string): KeyValueStorage {
  let loaded: Promise<Map<string, string>> | undefined
  let writing: Promise<void> = Promise.resolve()

  async function load(): Promise<Map<string, string>> {
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
      throw error
    }
    let data: unknown
    try {
      data = parseJson(text)
    } catch {
      throw new Error(`Storage file ${path} is not valid JSON`)
    }
    if (!isRecord(data)) throw new Error(`Storage file ${path} does not hold a JSON object`)
    // Keep each value as its json.ts text: copies in and out come for free.
    return new Map(Object.entries(data).map(([key, value]) => [key, stringifyJson(value)]))
  }

  const entries = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }

  async function persist(snapshot: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true })
    const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await writeFile(temporary, snapshot, { mode: 0o600 })
      await rename(temporary, path)
    } catch (error) {
      await unlink(temporary).catch(() => {})
      throw error
    }
  }

  /** Queues a write of the state as it is now; resolves when that write (and earlier ones) landed. */
  function save(map: Map<string, string>): Promise<void> {
    const body = [...map].map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')
    const snapshot = `{${body}}\n`
    const next = writing.then(() => persist(snapshot))
    // One failed write must not block later ones; the caller still sees its own failure.
    writing = next.catch(() => {})
    return next
  }

  return {
    async getItem<T>(key: string) {
      const text = (await entries()).get(key)
      return text === undefined ? undefined : (parseJson(text) as T)
    },
    async setItem<T>(key: string, value: T) {
      const map = await entries()
      const text = stringifyJson(value) as string | undefined
      if (text === undefined) {
        if (!map.delete(key)) return
      } else {
        map.set(key, text)
      }
      await save(map)
    },
    async removeItem(key: string) {
      const map = await entries()
      if (map.delete(key)) await save(map)
    },
    async getKeys() {
      return [...(await entries()).keys()]
    },
  }
}
