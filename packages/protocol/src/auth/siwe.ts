import type { CacaoPayload } from '../sign/types.ts'
import { DidPkhError, parseDidPkh, toDidPkh } from './didPkh.ts'
import { decodeRecap, formatRecapStatement, getRecapFromResources, RecapError } from './recap.ts'

/** The fields a SIWE message is built from; both an AuthPayload and a CacaoPayload carry them. */
export type SiweMessageFields = Pick<
  CacaoPayload,
  'domain' | 'aud' | 'version' | 'nonce' | 'iat' | 'statement' | 'requestId' | 'resources' | 'nbf' | 'exp'
>

export class SiweMessageError extends Error {
  override name = 'SiweMessageError'
}

const fail = (reason: string, cause?: unknown): never => {
  throw new SiweMessageError(
    `Cannot build the SIWE message: ${reason}`,
    cause === undefined ? undefined : { cause },
  )
}

const LINE_BREAK = /[\r\n]/
const REQUIRED = ['domain', 'aud', 'version', 'nonce', 'iat'] as const
const OPTIONAL = ['statement', 'exp', 'nbf', 'requestId'] as const

function checkFields(payload: SiweMessageFields): void {
  if (typeof payload !== 'object' || payload === null) fail('the payload is not an object')
  for (const key of REQUIRED) {
    const value: unknown = payload[key]
    if (typeof value !== 'string' || value === '') fail(`\`${key}\` must be a non-empty string`)
  }
  for (const key of OPTIONAL) {
    const value: unknown = payload[key]
    if (value !== undefined && typeof value !== 'string') fail(`\`${key}\` must be a string`)
  }
  const resources: unknown = payload.resources
  if (
    resources !== undefined &&
    (!Array.isArray(resources) || !resources.every((r) => typeof r === 'string'))
  )
    fail('`resources` must be an array of strings')
  // EIP-4361 fields are single lines; a line break in any of them could forge another field.
  for (const key of [...REQUIRED, 'exp', 'nbf', 'requestId'] as const) {
    if (LINE_BREAK.test(payload[key] ?? '')) fail(`\`${key}\` must not contain line breaks`)
  }
  if (payload.resources?.some((r) => LINE_BREAK.test(r))) fail('resources must not contain line breaks')
}

/**
 * The EIP-4361 message a wallet signs for one chain in one-click auth, identical to the official
 * `formatMessage`. `iss` is the did:pkh (a bare CAIP-10 account is accepted too). A ReCap resource appends
 * its sentence to the statement; a statement (after that) with a line break is rejected.
 *
 * @example
 * ```ts
 * const iss = formatDidPkh('eip155:1', account.address)
 * const signature = await account.signMessage({ message: formatSiweMessage(payload, iss) })
 * ```
 */
export function formatSiweMessage(payload: SiweMessageFields, iss: string): string {
  let did: ReturnType<typeof parseDidPkh>
  try {
    did = parseDidPkh(toDidPkh(iss))
  } catch (error) {
    if (error instanceof DidPkhError) return fail(`invalid issuer: ${error.message}`, error)
    throw error
  }
  checkFields(payload)

  let statement = payload.statement || undefined
  const recap = getRecapFromResources(payload.resources)
  if (recap) {
    try {
      statement = formatRecapStatement(statement, decodeRecap(recap))
    } catch (error) {
      if (error instanceof RecapError) return fail(`bad ReCap resource: ${error.message}`, error)
      throw error
    }
  }
  if (statement && LINE_BREAK.test(statement)) fail('the statement must not contain line breaks (\\r or \\n)')

  const lines = [
    `${payload.domain} wants you to sign in with your Ethereum account:`,
    did.address,
    '',
    statement,
    '',
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${did.reference}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
    payload.exp ? `Expiration Time: ${payload.exp}` : undefined,
    payload.nbf ? `Not Before: ${payload.nbf}` : undefined,
    payload.requestId ? `Request ID: ${payload.requestId}` : undefined,
    // An empty list still yields a bare "Resources:" line, as in the official client.
    payload.resources ? `Resources:${payload.resources.map((r) => `\n- ${r}`).join('')}` : undefined,
  ]
  return lines.filter((line) => line !== undefined).join('\n')
}
