import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultSecretFile, resolveEmbeddedSecret } from './secret.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('embedded wallet secret', () => {
  it('takes the operator’s secret, refusing a short one', async () => {
    const secret = 'x'.repeat(32)
    await expect(resolveEmbeddedSecret({ secret, production: true, ephemeral: false })).resolves.toEqual({
      secret,
      source: 'env',
    })
    await expect(
      resolveEmbeddedSecret({ secret: 'short', production: false, ephemeral: true }),
    ).rejects.toThrow('EMBEDDED_WALLET_SECRET must be at least 32 characters')
  })

  it('is required in production', async () => {
    await expect(resolveEmbeddedSecret({ production: true, ephemeral: true })).rejects.toThrow(
      'EMBEDDED_WALLET_SECRET must be set in production',
    )
  })

  it('is random per process for a database in memory', async () => {
    const a = await resolveEmbeddedSecret({
      production: false,
      ephemeral: true,
      secretFile: '/nonexistent/x',
    })
    const b = await resolveEmbeddedSecret({ production: false, ephemeral: true })
    expect(a.source).toBe('memory')
    expect(a.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(a.secret).not.toBe(b.secret)
  })

  it('is generated once into the data folder file (owner-only) and read back after', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlock-secret-'))
    dirs.push(dir)
    const file = defaultSecretFile(join(dir, 'data', 'pglite'))
    expect(file).toBe(join(dir, 'data', 'embedded-wallet-secret'))
    const first = await resolveEmbeddedSecret({ production: false, ephemeral: false, secretFile: file })
    const second = await resolveEmbeddedSecret({ production: false, ephemeral: false, secretFile: file })
    expect(first.source).toBe('generated-file')
    expect(second).toEqual({ secret: first.secret, source: 'file' })
    expect((await readFile(file, 'utf8')).trim()).toBe(first.secret)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })
})
