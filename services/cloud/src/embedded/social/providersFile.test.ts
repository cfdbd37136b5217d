import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSocialProvidersFile } from './providersFile.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-social-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('SOCIAL_PROVIDERS_FILE', () => {
  it('reads providers with the default scopes', async () => {
    const file = join(dir, 'ok.json')
    await writeFile(
      file,
      JSON.stringify({
        google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 's' },
      }),
    )
    expect(await readSocialProvidersFile(file)).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 's',
        scopes: 'openid email profile',
      },
    })
  })

  it('names an unknown provider and a missing secret', async () => {
    const file = join(dir, 'bad.json')
    await writeFile(file, JSON.stringify({ myspace: { issuer: 'https://m.example', clientId: 'id' } }))
    await expect(readSocialProvidersFile(file)).rejects.toThrow(/SOCIAL_PROVIDERS_FILE .*myspace/)
    await writeFile(file, JSON.stringify({ x: { issuer: 'https://x.example', clientId: 'id' } }))
    await expect(readSocialProvidersFile(file)).rejects.toThrow(/clientSecret/)
    await expect(readSocialProvidersFile(join(dir, 'missing.json'))).rejects.toThrow('could not be read')
  })
})
