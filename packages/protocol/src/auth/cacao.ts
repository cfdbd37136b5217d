import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex } from '../bytes.ts'
import type { AuthPayload, Cacao, CacaoPayload } from '../sign/types.ts'
import { parseDidPkh, toDidPkh } from './didPkh.ts'
import {
  buildRecapStatement,
  createEncodedRecap,
  createRecap,
  decodeRecap,
  encodeRecap,
  getRecapFromResources,
  mergeEncodedRecaps,
  type Recap,
} from './recap.ts'
import { formatSiweMessage } from './siwe.ts'

/** What an app passes to authenticate (the official `AuthenticateParams` minus transport options). */
export interface AuthenticateRequest {
  chains: string[]
  domain: string
  nonce: string
  /** Becomes `aud`. */
  uri: string
  statement?: string
  /** Methods to request through a ReCap resource. */
  methods?: string[]
  resources?: string[]
  exp?: string
  nbf?: string
  requestId?: string
  type?: 'caip122'
  /** Unix ms for `iat`; defaults to Date.now(). */
  now?: number
}

/**
 * The app's authPayload for one-click auth, as the official client builds it: `statement` defaults to "",
 * `resources` is always an array, and with methods a ReCap `request/<method>` resource for the namespace of
 * the first chain is appended (merged into an existing trailing ReCap, the new one winning).
 *
 * @example
 * ```ts
 * const payload = buildAuthPayload({
 *   chains: ['eip155:1'],
 *   domain: 'app.example',
 *   nonce: 'f3a9c2d17b',
 *   uri: 'https://app.example/login',
 *   methods: ['personal_sign'], // asked through a ReCap resource
 * })
 * ```
 */
export function buildAuthPayload(request: AuthenticateRequest): AuthPayload {
  const { chains, domain, nonce, uri, statement = '', methods = [], exp, nbf, requestId, type } = request
  const now = request.now ?? Date.now()
  const resources = [...(request.resources ?? [])]
  if (methods.length > 0) {
    const namespace = chains[0]?.split(':')[0]
    if (!namespace) throw new Error('Cannot request methods without a chain')
    let recap = createEncodedRecap(namespace, 'request', methods)
    const existing = getRecapFromResources(resources)
    if (existing) recap = mergeEncodedRecaps(recap, resources.pop()!)
    resources.push(recap)
  }
  const payload: AuthPayload = {
    type: type ?? 'caip122',
    chains: [...chains],
    statement,
    aud: uri,
    domain,
    version: '1',
    nonce,
    iat: new Date(now).toISOString(),
  }
  if (exp !== undefined) payload.exp = exp
  if (nbf !== undefined) payload.nbf = nbf
  if (requestId !== undefined) payload.requestId = requestId
  payload.resources = resources
  return payload
}

export interface PopulateAuthPayloadParams {
  authPayload: AuthPayload
  /** Chains the wallet supports. */
  chains: readonly string[]
  /** Methods the wallet supports. */
  methods: readonly string[]
}

/**
 * Wallet side, before signing: narrows the requested chains and the ReCap's eip155 methods to what the
 * wallet supports, grants them with a `chains` limit, and writes the ReCap sentence into the statement (as
 * the official `populateAuthPayload`). Throws when no chain or no requested method is supported.
 *
 * Unlike the official helper, the chains are narrowed even when the request carries no ReCap (the official
 * one returns the payload unchanged then, so a wallet would sign for chains it does not support).
 *
 * @example
 * ```ts
 * // In a wallet, on `session_authenticate`: keep only what this wallet supports.
 * const payload = populateAuthPayload({
 *   authPayload: params.authPayload,
 *   chains: ['eip155:1', 'eip155:8453'],
 *   methods: ['personal_sign', 'eth_sendTransaction'],
 * })
 * ```
 */
export function populateAuthPayload({
  authPayload,
  chains,
  methods,
}: PopulateAuthPayloadParams): AuthPayload {
  if (!chains?.length) return authPayload
  const supportedChains = authPayload.chains.filter((chain) => chains.includes(chain))
  if (supportedChains.length === 0) throw new Error('No supported chains')

  const requestedRecap = getRecapFromResources(authPayload.resources)
  if (!requestedRecap) return { ...authPayload, chains: supportedChains }

  const recap = decodeRecap(requestedRecap)
  let resources = [...(authPayload.resources ?? [])]
  const eip155 = Object.hasOwn(recap.att, 'eip155') ? recap.att.eip155 : undefined
  if (eip155) {
    const requested = Object.keys(eip155).map((ability) => ability.split('/')[1]!)
    const granted = requested.filter((method) => methods.includes(method))
    if (granted.length === 0) {
      throw new Error(
        `Supported methods don't satisfy the requested: ${JSON.stringify(requested)}, supported: ${JSON.stringify(methods)}`,
      )
    }
    const grant = createRecap('eip155', 'request', granted, { chains: supportedChains }).att.eip155!
    // As in the official client: the eip155 resource is replaced (not merged), the resource keys are sorted,
    // other resources keep their abilities as they were, and anything besides `att` is dropped.
    const att: Recap['att'] = { ...recap.att, eip155: grant }
    const sorted = Object.fromEntries(
      Object.keys(att)
        .sort((a, b) => a.localeCompare(b))
        .map((key) => [key, att[key]!]),
    )
    resources = [...resources.slice(0, -1), encodeRecap({ att: sorted })]
  }
  return {
    ...authPayload,
    statement: buildRecapStatement(authPayload.statement || '', getRecapFromResources(resources)),
    chains: supportedChains,
    resources,
  }
}

/**
 * The CACAO a wallet returns for one chain: `iss` is the did:pkh (a bare CAIP-10 account gets the prefix),
 * `signature` the hex signature of {@link formatSiweMessage}(payload, iss).
 *
 * @example
 * ```ts
 * const iss = formatDidPkh('eip155:1', account.address)
 * const signature = await account.signMessage({ message: formatSiweMessage(payload, iss) })
 * await wallet.approveSessionAuthenticate({ id, auths: [buildCacao(payload, iss, signature)] })
 * ```
 */
export function buildCacao(
  payload: AuthPayload | Omit<CacaoPayload, 'iss'>,
  iss: string,
  signature: string,
  type: 'eip191' | 'eip1271' = 'eip191',
): Cacao {
  const did = toDidPkh(iss)
  if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature))
    throw new Error('The CACAO signature must be 0x-prefixed hex')
  const p: CacaoPayload = {
    iss: did,
    domain: payload.domain,
    aud: payload.aud,
    version: payload.version,
    nonce: payload.nonce,
    iat: payload.iat,
  }
  // Same key order as the official buildAuthObject; absent fields are left out rather than set to undefined.
  if (payload.statement !== undefined) p.statement = payload.statement
  if (payload.requestId !== undefined) p.requestId = payload.requestId
  if (payload.resources !== undefined) p.resources = [...payload.resources]
  if (payload.nbf !== undefined) p.nbf = payload.nbf
  if (payload.exp !== undefined) p.exp = payload.exp
  return { h: { t: 'caip122' }, p, s: { t: type, s: signature } }
}

/** keccak256 of the EIP-191 personal_sign encoding: "\x19Ethereum Signed Message:\n" + byte length + message. */
export function hashPersonalMessage(message: string): Uint8Array {
  const body = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`)
  const bytes = new Uint8Array(prefix.length + body.length)
  bytes.set(prefix)
  bytes.set(body, prefix.length)
  return keccak_256(bytes)
}

/**
 * The lower-case address that personal_signed `message` with the 65-byte `signature` (r || s || v, v 27/28 or
 * 0/1). Throws when the signature is malformed or does not recover.
 */
export function recoverPersonalSignAddress(message: string, signature: string): string {
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature))
    throw new Error('an eip191 signature must be 0x followed by 130 hex digits (r, s, v)')
  const v = Number.parseInt(signature.slice(130), 16)
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) throw new Error(`bad recovery byte ${v}`)
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.Signature.fromCompact(signature.slice(2, 130))
      .addRecoveryBit(recovery)
      .recoverPublicKey(hashPersonalMessage(message))
      .toRawBytes(false)
  } catch {
    throw new Error('the signature does not recover a public key')
  }
  return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`
}

export interface Verify1271Params {
  address: string
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  /** The SIWE message (not hashed). */
  message: string
  signature: string
}

/** Checks an eip1271 (contract account) signature, e.g. with an eth_call of isValidSignature. */
export type Verify1271 = (params: Verify1271Params) => Promise<boolean>

export interface VerifyCacaoOptions {
  /** The request this CACAO must answer. */
  expected: { domain: string; nonce: string; aud: string; chains: readonly string[] }
  /** Unix ms; defaults to Date.now(). */
  now?: number
  /** Checks an eip1271 (contract account) signature on chain; without it eip1271 CACAOs fail. */
  verify1271?: Verify1271
}

export type VerifyCacaoResult = { ok: true; address: string; chainId: string } | { ok: false; reason: string }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Checks that `cacao` answers the expected request (domain, nonce, aud, issuer chain among the requested
 * ones), is within exp/nbf at `now`, and is signed by its issuer: eip191 by recovering the signer of the SIWE
 * message, eip1271 through the injected hook. Never throws; a failure carries a readable reason.
 *
 * @example
 * ```ts
 * const result = await verifyCacao(cacao, {
 *   expected: { domain: 'app.example', nonce, aud: 'https://app.example/login', chains: ['eip155:1'] },
 * })
 * if (!result.ok) throw new Error(result.reason)
 * console.log(result.address, result.chainId)
 * ```
 */
export async function verifyCacao(cacao: unknown, options: VerifyCacaoOptions): Promise<VerifyCacaoResult> {
  try {
    return await check(cacao, options)
  } catch (error) {
    return { ok: false, reason: `CACAO verification failed: ${errorMessage(error)}` }
  }
}

async function check(
  cacao: unknown,
  { expected, now = Date.now(), verify1271 }: VerifyCacaoOptions,
): Promise<VerifyCacaoResult> {
  const fail = (reason: string): VerifyCacaoResult => ({ ok: false, reason })
  if (!isObject(cacao) || !isObject(cacao.h) || !isObject(cacao.p) || !isObject(cacao.s))
    return fail('malformed CACAO: expected an object with h, p and s objects')
  const { h, p, s } = cacao
  if (h.t !== 'caip122' && h.t !== 'eip4361')
    return fail(`unsupported CACAO header type ${JSON.stringify(h.t)}`)
  for (const key of ['iss', 'domain', 'aud', 'version', 'nonce', 'iat'] as const) {
    if (typeof p[key] !== 'string') return fail(`malformed CACAO: p.${key} must be a string`)
  }
  const payload = p as unknown as CacaoPayload
  if (typeof s.s !== 'string') return fail('malformed CACAO: s.s must be a string')
  const signature = s.s

  let did: ReturnType<typeof parseDidPkh>
  try {
    did = parseDidPkh(payload.iss)
  } catch (error) {
    return fail(errorMessage(error))
  }

  if (payload.domain !== expected.domain)
    return fail(`domain mismatch: expected ${expected.domain}, got ${payload.domain}`)
  if (payload.nonce !== expected.nonce)
    return fail(`nonce mismatch: expected ${expected.nonce}, got ${payload.nonce}`)
  if (payload.aud !== expected.aud) return fail(`aud mismatch: expected ${expected.aud}, got ${payload.aud}`)
  if (!expected.chains.includes(did.chainId))
    return fail(
      `CACAO issued for chain ${did.chainId}, which was not requested (${expected.chains.join(', ')})`,
    )
  if (payload.version !== '1') return fail(`unsupported SIWE version ${JSON.stringify(payload.version)}`)

  for (const key of ['exp', 'nbf'] as const) {
    const value: unknown = payload[key]
    if (value === undefined) continue
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
    if (Number.isNaN(time)) return fail(`malformed ${key}: ${JSON.stringify(value)}`)
    if (key === 'exp' && time < now) return fail(`CACAO expired at ${value}`)
    if (key === 'nbf' && time > now) return fail(`CACAO not valid before ${value}`)
  }

  let message: string
  try {
    message = formatSiweMessage(payload, payload.iss)
  } catch (error) {
    return fail(errorMessage(error))
  }

  if (s.t === 'eip191') {
    let signer: string
    try {
      signer = recoverPersonalSignAddress(message, signature)
    } catch (error) {
      return fail(`invalid eip191 signature: ${errorMessage(error)}`)
    }
    if (signer !== did.address.toLowerCase())
      return fail(`eip191 signature is by ${signer}, not the issuer ${did.address}`)
  } else if (s.t === 'eip1271') {
    if (!verify1271) return fail('cannot verify an eip1271 signature: no verify1271 hook was given')
    let valid: boolean
    try {
      valid = await verify1271({ address: did.address, chainId: did.chainId, message, signature })
    } catch (error) {
      return fail(`eip1271 verification failed: ${errorMessage(error)}`)
    }
    if (valid !== true) return fail(`eip1271 signature is not valid for contract ${did.address}`)
  } else {
    return fail(`unsupported signature type ${JSON.stringify(s.t)}`)
  }
  return { ok: true, address: did.address, chainId: did.chainId }
}
