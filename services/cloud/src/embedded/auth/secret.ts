import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/** HKDF input keying material: at least 256 bits of it when it is random hex. */
export const MIN_SECRET_LENGTH = 32

export const SECRET_FILE_NAME = 'embedded-wallet-secret'

export interface SecretSource {
  /** EMBEDDED_WALLET_SECRET, when the operator set it. */
  secret?: string | undefined
  /** Where a development secret is kept (a file outside the database). */
  secretFile?: string | undefined
  /** No secret and no file allowed: production must set the secret (in a KMS/HSM-backed store). */
  production: boolean
  /** The database lives in memory: a secret for this process only, gone with the data it protects. */
  ephemeral: boolean
}

export interface ResolvedSecret {
  secret: string
  /** Where it came from, for the start-up log (never the value). */
  source: 'env' | 'file' | 'generated-file' | 'memory'
}

/** The default secret file: beside the PGlite folder, in the cloud's data folder (git-ignored). */
export function defaultSecretFile(pgliteDir: string): string {
  return join(dirname(pgliteDir), SECRET_FILE_NAME)
}

/**
 * The secret the share keys are derived from. It never goes into the database: whoever holds the database
 * alone must not be able to decrypt the shares in it (docs/embedded-wallet.md).
 */
export async function resolveEmbeddedSecret(source: SecretSource): Promise<ResolvedSecret> {
  if (source.secret !== undefined) {
    if (source.secret.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `EMBEDDED_WALLET_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`,
      )
    }
    return { secret: source.secret, source: 'env' }
  }
  if (source.production) {
    throw new Error(
      'EMBEDDED_WALLET_SECRET must be set in production: the embedded wallet shares are encrypted under keys derived from it',
    )
  }
  const generated = randomBytes(32).toString('hex')
  if (source.ephemeral || !source.secretFile) return { secret: generated, source: 'memory' }
  const file = source.secretFile
  try {
    await mkdir(dirname(file), { recursive: true })
    // wx: two processes starting together on one database keep one secret, the first one written.
    await writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 })
    return { secret: generated, source: 'generated-file' }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const stored = (await readFile(file, 'utf8')).trim()
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(`The embedded wallet secret in ${file} is shorter than ${MIN_SECRET_LENGTH} characters`)
  }
  return { secret: stored, source: 'file' }
}
