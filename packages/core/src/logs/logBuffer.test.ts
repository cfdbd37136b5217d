import { describe, expect, it, vi } from 'vitest'
import { reportInternalError } from '../cloud/telemetry.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { createLogBuffer, KIT_LOG_MAX_BYTES, readKitLog } from './logBuffer.ts'

const bytes = (lines: readonly string[]) =>
  lines.reduce((sum, line) => sum + new TextEncoder().encode(line).length, 0)

describe("the kit's log keeps about 1 MB, the oldest lines going first", () => {
  it('is 1 MiB', () => expect(KIT_LOG_MAX_BYTES).toBe(1024 * 1024))

  it("records the kit's internal errors, even without a cloud to report them to", async () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
    })
    reportInternalError(airlock, 'Switch network failed', new Error('Wallet is busy'))
    // The log's code loads with the first failure.
    await vi.waitFor(() => expect(readKitLog(airlock)).toHaveLength(1))
    const [line] = readKitLog(airlock)
    expect(line).toMatch(/^\d{4}-\d\d-\d\dT.*Z Switch network failed: Wallet is busy$/)
  })

  it('stays within 1 MB however much a long-open page logs, keeping the newest lines', async () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
    })
    const detail = 'x'.repeat(10_000)
    for (let index = 0; index < 300; index++)
      reportInternalError(airlock, `Failure ${index}`, new Error(detail))
    await vi.waitFor(() => expect(readKitLog(airlock).at(-1)).toContain('Failure 299'))
    const lines = readKitLog(airlock)
    expect(bytes(lines)).toBeLessThanOrEqual(KIT_LOG_MAX_BYTES)
    expect(bytes(lines)).toBeGreaterThan(KIT_LOG_MAX_BYTES - 20_000)
    expect(lines.at(-1)).toContain('Failure 299')
    expect(lines.some((line) => line.includes('Failure 0:'))).toBe(false)
  })

  it('shortens one line larger than the whole buffer instead of dropping everything', () => {
    const log = createLogBuffer(100)
    log.add('first')
    log.add('y'.repeat(500))
    const lines = log.lines()
    expect(lines).toHaveLength(1)
    expect(bytes(lines)).toBeLessThanOrEqual(100)
    expect(lines[0]?.endsWith('…')).toBe(true)
  })

  it('counts bytes, not characters', () => {
    const log = createLogBuffer(10)
    log.add('ééééé') // 10 bytes in UTF-8
    log.add('a')
    expect(log.lines()).toEqual(['a'])
  })
})
