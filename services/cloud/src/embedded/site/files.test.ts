import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFrameBuilt, readFrameFile } from './files.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-frame-'))
  await mkdir(join(dir, 'frame', 'assets'), { recursive: true })
  await writeFile(join(dir, 'frame', 'index.html'), '<!doctype html>')
  await writeFile(join(dir, 'frame', 'assets', 'app-1.js'), 'console.log(1)')
  await writeFile(join(dir, 'frame', '.env'), 'SECRET=1')
  await writeFile(join(dir, 'frame', 'notes.md'), '# notes')
  await writeFile(join(dir, 'outside.js'), 'nope')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('frame files', () => {
  it('serves the build output with its content type, index.html at /', async () => {
    const frame = join(dir, 'frame')
    expect(await readFrameFile(frame, '/')).toMatchObject({
      isHtml: true,
      contentType: 'text/html; charset=utf-8',
    })
    const script = await readFrameFile(frame, '/assets/app-1.js')
    expect(script?.contentType).toBe('text/javascript; charset=utf-8')
    expect(script?.body.toString()).toBe('console.log(1)')
    expect(await isFrameBuilt(frame)).toBe(true)
    expect(await isFrameBuilt(join(dir, 'missing'))).toBe(false)
  })

  it('serves nothing outside the folder, hidden, of another type, or missing', async () => {
    const frame = join(dir, 'frame')
    for (const path of [
      '/../outside.js',
      '/%2e%2e/outside.js',
      '/assets/%2E%2E/../outside.js',
      '/.env',
      '/notes.md',
      '/assets',
      '/nope.js',
      '/%E0%A4%A',
    ]) {
      expect(await readFrameFile(frame, path), path).toBeUndefined()
    }
  })
})
