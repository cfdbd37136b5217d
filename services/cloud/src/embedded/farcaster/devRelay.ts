import { createWalletClient } from '@farcaster/auth-client'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { FarcasterDevAccount } from './config.ts'
import { devAppPage, devAppResultPage } from './devAppPage.ts'
import type { FarcasterEthereum } from './idRegistry.ts'
import { createRelayChannels, type RelayChannel, type RelayChannels } from './relayChannels.ts'

/** Where the cloud mounts its dev relay: {apiUrl}/farcaster-relay is the relay URL the app client uses. */
export const DEV_RELAY_PREFIX = '/farcaster-relay'

const nonceSchema = z.string().regex(/^[a-zA-Z0-9]{8,}$/, 'nonce must be at least 8 alphanumeric characters')
const isoSchema = z.string().datetime({ offset: true })

const createChannelSchema = z
  .object({
    siweUri: z.string().url().max(2000),
    domain: z.string().min(1).max(255),
    nonce: nonceSchema.optional(),
    notBefore: isoSchema.optional(),
    expirationTime: isoSchema.optional(),
    requestId: z.string().max(200).optional(),
    redirectUrl: z.string().url().max(2000).optional(),
    acceptAuthAddress: z.boolean().optional(),
  })
  .strip()

const authenticateSchema = z
  .object({
    message: z.string().min(1).max(10_000),
    signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'signature must be hex'),
    authMethod: z.enum(['custody', 'authAddress']).optional(),
    fid: z.number().int().positive(),
    username: z.string().max(64).optional(),
    bio: z.string().max(1000).optional(),
    displayName: z.string().max(100).optional(),
    pfpUrl: z.string().max(2000).optional(),
  })
  .strip()

const appFormSchema = z.object({ channelToken: z.string().uuid(), fid: z.coerce.number().int().positive() })

const bearer = (request: FastifyRequest) =>
  /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''

function statusBody(channel: RelayChannel) {
  const base = {
    state: channel.answer ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  }
  if (!channel.answer) return base
  return { ...base, ...channel.answer, verifications: [], signatureParams: channel.signatureParams }
}

export interface DevRelayDeps {
  /** The relay's own URL ({apiUrl}/farcaster-relay), known once the cloud listens. */
  relayUrl: () => string
  accounts: readonly FarcasterDevAccount[]
  /** Signs nothing: the wallet client only builds messages and posts them. */
  ethereum: FarcasterEthereum
  channels?: RelayChannels
  /** The key Farcaster apps present (X-Farcaster-Auth-Relay-Key); default a random one only this page knows. */
  appKey?: string
}

/**
 * A Farcaster auth relay for development (the public relay's HTTP API: POST /v1/channel, GET
 * /v1/channel/status, POST /v1/channel/authenticate, as @farcaster/auth-client speaks it), and at /~/siwf the
 * page standing in for the Farcaster app, which signs with the devnet's Farcaster test accounts and answers the
 * channel through the relay API like the app does. Only the cloud's own page holds the app key.
 */
export function registerDevRelay(app: FastifyInstance, deps: DevRelayDeps) {
  const channels = deps.channels ?? createRelayChannels()
  // The app key the relay asks of authenticate calls (X-Farcaster-Auth-Relay-Key); only this process knows it.
  const appKey = deps.appKey ?? crypto.randomUUID()

  return app.register(
    async (relay) => {
      relay.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      )

      relay.post('/v1/channel', async (request, reply) => {
        const parsed = createChannelSchema.safeParse(request.body ?? {})
        if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message })
        const channel = channels.open(
          parsed.data,
          { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
          (token) => `${deps.relayUrl()}/~/siwf?channelToken=${token}`,
        )
        return reply.code(201).send({ channelToken: channel.token, url: channel.url, nonce: channel.nonce })
      })

      relay.get('/v1/channel/status', async (request, reply) => {
        const channel = channels.get(bearer(request))
        if (!channel) return reply.code(401).send({ error: 'Unauthorized' })
        return reply.code(channel.answer ? 200 : 202).send(statusBody(channel))
      })

      relay.post('/v1/channel/authenticate', async (request, reply) => {
        if (request.headers['x-farcaster-auth-relay-key'] !== appKey)
          return reply.code(401).send({ error: 'Unauthorized' })
        const parsed = authenticateSchema.safeParse(request.body ?? {})
        if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message })
        const { signature, authMethod, ...rest } = parsed.data
        const custody = parseSiweMessage(parsed.data.message).address
        const done = channels.complete(bearer(request), {
          ...rest,
          signature: signature as `0x${string}`,
          authMethod: authMethod ?? 'custody',
          custody,
        })
        if (!done) return reply.code(401).send({ error: 'Unauthorized' })
        return reply.code(201).send(statusBody(channels.get(bearer(request)) as RelayChannel))
      })

      relay.get('/~/siwf', async (request, reply) => {
        const token = String((request.query as Record<string, unknown>).channelToken ?? '')
        const channel = channels.get(token)
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        if (!channel)
          return reply
            .code(404)
            .send(devAppResultPage('Sign-in not found', 'This sign-in request is unknown or has expired.'))
        if (channel.answer)
          return devAppResultPage('Already signed in', 'This sign-in request was already answered.')
        return devAppPage({
          action: `${DEV_RELAY_PREFIX}/~/siwf`,
          channelToken: token,
          domain: channel.signatureParams.domain,
          accounts: deps.accounts,
        })
      })

      relay.post('/~/siwf', async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        const form = appFormSchema.safeParse(request.body ?? {})
        const channel = form.success ? channels.get(form.data.channelToken) : undefined
        const account = form.success ? deps.accounts.find((a) => a.fid === form.data.fid) : undefined
        if (!form.success || !channel || !account)
          return reply
            .code(400)
            .send(devAppResultPage('Sign-in failed', 'This sign-in request is unknown or has expired.'))
        const signer = privateKeyToAccount(account.custodyKey as `0x${string}`)
        // The app's side of the protocol, through the relay's HTTP API like any Farcaster app.
        const wallet = createWalletClient({ relay: deps.relayUrl(), ethereum: deps.ethereum })
        const { siweUri, domain, nonce, notBefore, expirationTime, requestId } = channel.signatureParams
        const built = wallet.buildSignInMessage({
          address: signer.address as Address,
          fid: account.fid,
          uri: siweUri,
          domain,
          nonce,
          ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
          ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
          ...(requestId ? { requestId } : {}),
        })
        if (built.isError)
          return reply
            .code(400)
            .send(devAppResultPage('Sign-in failed', built.error?.message ?? 'Invalid sign-in request'))
        const signature = await signer.signMessage({ message: built.message })
        const answer = await wallet.authenticate({
          channelToken: channel.token,
          authKey: appKey,
          message: built.message,
          signature,
          fid: account.fid,
          username: account.username,
          displayName: account.displayName,
          bio: '',
          pfpUrl: '',
        })
        if (answer.isError || answer.response.status !== 201)
          return reply
            .code(502)
            .send(devAppResultPage('Sign-in failed', 'The relay did not accept the signed message.'))
        return devAppResultPage(
          'Signed in',
          `You signed in to ${domain} as @${account.username}. You can go back to the app.`,
        )
      })
    },
    { prefix: DEV_RELAY_PREFIX },
  )
}
