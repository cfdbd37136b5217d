import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServedFrame } from './frame.ts'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('buildServedFrame', () => {
  it('builds index.html with no inline script, and leaves NODE_ENV as it was', {
    timeout: 120_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlock-frame-build-'))
    dirs.push(dir)
    const before = process.env.NODE_ENV
    const out = await buildServedFrame(join(dir, 'frame'))
    expect(process.env.NODE_ENV).toBe(before)
    expect(existsSync(join(out, 'index.html'))).toBe(true)
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    // The secure site's policy allows scripts from its own origin only.
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/[^"]+\.js"><\/script>/)
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
  })
})
