import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseJson } from '../json.ts'
import { describeStorageContract } from '../test/storageContract.ts'
import { createFileStorage } from './file.ts'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-file-storage-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describeStorageContract('file', (name) => createFileStorage(join(dir, `${name}.json`)))

describe('createFileStorage', () => {
  it('creates the file (and its folder) only on the first write', async () => {
    const path = join(dir, 'nested', 'deeper', 'store.json')
    const storage = createFileStorage(path)
    expect(await storage.getKeys()).toEqual([])
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' })
    await storage.setItem('k', 1n)
    expect(parseJson(await readFile(path, 'utf8'))).toEqual({ k: 1n })
    expect((await stat(path)).mode & 0o777).toBe(0o600)
  })

  it('survives a restart: a new instance reads what an old one wrote', async () => {
    const path = join(dir, 'restart.json')
    const first = createFileStorage(path)
    await first.setItem('seed', { bytes: 'abcd', big: 2n ** 80n })
    await first.setItem('gone', true)
    await first.removeItem('gone')
    const second = createFileStorage(path)
    expect(await second.getItem('seed')).toEqual({ bytes: 'abcd', big: 2n ** 80n })
    expect(await second.getKeys()).toEqual(['seed'])
  })

  it('leaves no temporary files behind', async () => {
    const sub = join(dir, 'tmp-check')
    const storage = createFileStorage(join(sub, 'store.json'))
    await Promise.all(Array.from({ length: 10 }, (_, i) => storage.setItem(`k${i}`, i)))
    expect(await readdir(sub)).toEqual(['store.json'])
    expect(Object.keys(parseJson(await readFile(join(sub, 'store.json'), 'utf8')) as object)).toHaveLength(10)
  })

  it('refuses to read (and so to overwrite) a corrupt file', async () => {
    const path = join(dir, 'corrupt.json')
    await writeFile(path, '{not json')
    const storage = createFileStorage(path)
    await expect(storage.getItem('k')).rejects.toThrow(/not valid JSON/)
    await expect(storage.setItem('k', 1)).rejects.toThrow(/not valid JSON/)
    expect(await readFile(path, 'utf8')).toBe('{not json')
  })
})
