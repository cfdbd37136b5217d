import { randomBytes } from 'node:crypto'
import { isOriginAllowed } from '@airlock/protocol/origins'
import type { FastifyRequest } from 'fastify'
import { getAddress, type Hex, verifyMessage as verifyEoaSignature } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'
import { HttpError } from '../http/errors.ts'
import { ORIGIN_NOT_ALLOWED } from '../projects/authorize.ts'
import { originOf, projectOf } from '../projects/hook.ts'
import { isNonEvmSignIn } from './caip122.ts'
import { checkSiweMessage, SIWX_ERRORS } from './checks.ts'
import { checkNonEvmMessage, nonEvmSessionData, verifyNonEvmSignature } from './nonEvm.ts'
import {
  deleteSession,
  findSession,
  insertSession,
  nonceUsable,
  type SiwxSessionRow,
  saveNonce,
  takeNonce,
} from './store.ts'

/** A nonce is good for one sign-in within this time. */
export const NONCE_TTL_MS = 10 * 60_000
/** A session without an expirationTime in its message lasts this long; none lasts longer than the cap. */
export const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000
export const MAX_SESSION_TTL_MS = 30 * 24 * 60 * 60_000
const MAX_MESSAGE_LENGTH = 4_000

const verifySchema = z.object({
  message: z
    .string()
    .min(1)
    .max(MAX_MESSAGE_LENGTH, `The message has at most ${MAX_MESSAGE_LENGTH} characters`),
  // Its form depends on the chain: evmSignatureSchema, base58 (Solana), base64 (Bitcoin).
  signature: z.string().min(1).max(20_002),
})

const evmSignatureSchema = z.object({
  // A signature is 0x and at least 62 hex digits (the kit checks the same; ERC-6492 wrappers are longer).
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{62,20000}$/, 'signature must be 0x and hex digits')
    .transform((value) => value.toLowerCase() as Hex),
})

const sessionsQuerySchema = z
  .object({
    // CAIP-2 (eip155:1, solana:…, bip122:…) as the kit's getSessions names it, or the bare EIP-155 number.
    chainId: z
      .string()
      .regex(
        /^((eip155:)?\d+|(solana|bip122):[-_a-zA-Z0-9]{1,32})$/,
        'chainId must be eip155:<number>, a number, solana:<reference> or bip122:<reference>',
      ),
    address: z.string().min(1).max(100),
  })
  .passthrough()

const evmSessionsAddressSchema = z.object({ address: evmAddressSchema })

/** An account's address as sessions store and answer it: EVM in checksum case, others as their chain spells them. */
const isEvmNetwork = (caipNetworkId: string) => caipNetworkId.startsWith('eip155:')

/** The bearer token of `Authorization: Bearer <token>`, or undefined. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{16,200})$/.exec(header.trim()) : null
  return match?.[1]
}

/** A session as the kit's SIWX config holds it (AppKit's SIWXSession): the message's data, text and signature. */
export function presentSession(
  row: Pick<SiwxSessionRow, 'address' | 'caip_network_id' | 'message' | 'signature'>,
) {
  if (!isEvmNetwork(row.caip_network_id)) {
    const data = nonEvmSessionData(row)
    return {
      data: Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
      message: row.message,
      signature: row.signature,
    }
  }
  const fields = parseSiweMessage(row.message)
  const iso = (date: Date | undefined) => (date ? date.toISOString() : undefined)
  const data = {
    accountAddress: getAddress(row.address),
    chainId: row.caip_network_id,
    domain: fields.domain,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    statement: fields.statement,
    resources: fields.resources,
    requestId: fields.requestId,
    issuedAt: iso(fields.issuedAt),
    expirationTime: iso(fields.expirationTime),
    notBefore: iso(fields.notBefore),
  }
  return {
    // Absent fields are left out, not sent as null.
    data: Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
    message: row.message,
    signature: row.signature,
  }
}

/**
 * Sign in with X (CAIP-122, EIP-4361 for eip155; docs/siwx.md): a nonce per message, the message and
 * its signature checked (domain and uri against the calling page, chain, nonce used once, times, and the
 * signature on chain: EOA recovery, ERC-1271, ERC-6492), then a session held by a bearer token that the
 * dapp's page keeps and the dapp's server checks with GET /v1/siwx/session.
 */
export const siwxRoutes: RouteModule = (app, ctx) => {
  const guard = { preHandler: ctx.requireProject }

  /** Takes the nonce and stores the session in one transaction: of two concurrent verifies of one message, one wins. */
  async function openSession(
    projectId: string,
    signedIn: {
      address: string
      chainId: number
      caipNetworkId: string
      nonce: string
      expirationTime: Date | undefined
      message: string
      signature: string
    },
  ) {
    const now = Date.now()
    const expiresAt = new Date(
      Math.min(signedIn.expirationTime?.getTime() ?? now + DEFAULT_SESSION_TTL_MS, now + MAX_SESSION_TTL_MS),
    )
    const token = randomBytes(32).toString('base64url')
    await ctx.db.transaction(async (tx) => {
      if (!(await takeNonce(tx, projectId, signedIn.nonce))) throw new HttpError(400, SIWX_ERRORS.nonce)
      await insertSession(tx, token, {
        projectId,
        address: signedIn.address,
        chainId: signedIn.chainId,
        caipNetworkId: signedIn.caipNetworkId,
        message: signedIn.message,
        signature: signedIn.signature,
        expiresAt,
      })
    })
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      session: presentSession({
        address: signedIn.address,
        caip_network_id: signedIn.caipNetworkId,
        message: signedIn.message,
        signature: signedIn.signature,
      }),
    }
  }

  app.post('/v1/siwx/nonce', guard, async (request) => {
    const project = projectOf(request)
    const nonce = randomBytes(16).toString('hex')
    await saveNonce(ctx.db, project.id, nonce, NONCE_TTL_MS)
    return { nonce, expiresAt: new Date(Date.now() + NONCE_TTL_MS).toISOString() }
  })

  app.post('/v1/siwx/verify', guard, async (request) => {
    const project = projectOf(request)
    const body = verifySchema.parse(request.body)
    // Solana and Bitcoin sign-ins (CAIP-122 with a base58 or bech32 account) are checked by siwx/nonEvm.ts.
    const nonEvm = isNonEvmSignIn(body.message)
    const evmSignature = nonEvm ? undefined : evmSignatureSchema.parse(body).signature
    const origin = originOf(request)
    if (origin === undefined) throw new HttpError(400, SIWX_ERRORS.noOrigin)
    if (!isOriginAllowed(origin, project.allowedOrigins)) throw new HttpError(403, ORIGIN_NOT_ALLOWED)
    if (nonEvm) {
      const checked = checkNonEvmMessage(body.message, {
        origin,
        solanaChains: ctx.solanaChains,
        bitcoinChains: ctx.bitcoinChains,
      })
      if (!checked.ok) throw new HttpError(400, checked.error)
      const { message } = checked
      if (!(await nonceUsable(ctx.db, project.id, message.fields.nonce)))
        throw new HttpError(400, SIWX_ERRORS.nonce)
      if (!verifyNonEvmSignature(message, body.message, body.signature))
        throw new HttpError(401, SIWX_ERRORS.signature)
      return openSession(project.id, {
        address: message.address,
        // Sessions keep an EIP-155 chain number; other chains have none, their CAIP-2 id says it all.
        chainId: 0,
        caipNetworkId: message.caipNetworkId,
        nonce: message.fields.nonce,
        expirationTime: message.fields.expirationTime,
        message: body.message,
        signature: body.signature,
      })
    }
    const signature = evmSignature!
    const checked = checkSiweMessage(body.message, {
      origin,
      servedChains: new Set(ctx.chainServices.keys()),
    })
    if (!checked.ok) throw new HttpError(400, checked.error)
    const { message } = checked
    // Asked before the chain is: a used or unknown nonce costs no RPC call.
    if (!(await nonceUsable(ctx.db, project.id, message.nonce))) throw new HttpError(400, SIWX_ERRORS.nonce)
    const service = ctx.chainServices.get(message.caipNetworkId)!
    let valid: boolean
    try {
      // An EOA's signature is recovered here, without the node: a busy or slow node then cannot refuse the
      // commonest sign-in. Anything else (ERC-1271 deployed contract accounts, ERC-6492 ones not yet deployed)
      // is checked on chain.
      valid =
        (await verifyEoaSignature({ address: message.address, message: body.message, signature }).catch(
          () => false,
        )) ||
        (await service.client.verifyMessage({
          address: message.address,
          message: body.message,
          signature,
        }))
    } catch {
      throw new HttpError(
        502,
        `Could not verify the signature on ${message.caipNetworkId}: its node did not answer`,
      )
    }
    if (!valid) throw new HttpError(401, SIWX_ERRORS.signature)
    return openSession(project.id, {
      address: message.address,
      chainId: message.chainId,
      caipNetworkId: message.caipNetworkId,
      nonce: message.nonce,
      expirationTime: message.expirationTime,
      message: body.message,
      signature,
    })
  })

  /** The token's session: what a dapp's server asks before answering a signed-in request. */
  app.get('/v1/siwx/session', guard, async (request) => {
    const project = projectOf(request)
    const token = bearerOf(request)
    const row = token ? await findSession(ctx.db, project.id, token) : undefined
    if (!row) throw new HttpError(401, SIWX_ERRORS.noSession)
    return {
      address: isEvmNetwork(row.caip_network_id) ? getAddress(row.address) : row.address,
      chainId: row.caip_network_id,
      expiresAt: row.expires_at.toISOString(),
      session: presentSession(row),
    }
  })

  /** The kit's getSessions(chainId, address): the token's session when it is for that account, else none. */
  app.get('/v1/siwx/sessions', guard, async (request) => {
    const project = projectOf(request)
    const query = sessionsQuerySchema.parse(request.query)
    const caipNetworkId = /^\d+$/.test(query.chainId) ? `eip155:${query.chainId}` : query.chainId
    const evm = isEvmNetwork(caipNetworkId)
    if (evm) evmSessionsAddressSchema.parse(query)
    const token = bearerOf(request)
    const row = token ? await findSession(ctx.db, project.id, token) : undefined
    if (!row) throw new HttpError(401, SIWX_ERRORS.noSession)
    // EVM and bech32 addresses compare in any letter case; base58 (Solana, legacy Bitcoin) only exactly.
    const asked = evm || /^(bc|tb|bcrt)1/i.test(query.address) ? query.address.toLowerCase() : query.address
    const matches = row.address === asked && row.caip_network_id === caipNetworkId
    return { sessions: matches ? [{ ...presentSession(row), expiresAt: row.expires_at.toISOString() }] : [] }
  })

  app.delete('/v1/siwx/session', guard, async (request) => {
    const project = projectOf(request)
    const token = bearerOf(request)
    return { revoked: token ? await deleteSession(ctx.db, project.id, token) : false }
  })
}
