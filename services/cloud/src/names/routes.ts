import { reservedLabelSet } from '@airlock/protocol/names'
import { type Address, getAddress, type Hex, isAddress, isHex, verifyMessage } from 'viem'
import { z } from 'zod'
import type { CloudContext, RouteModule } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'
import { HttpError } from '../http/errors.ts'
import { originOf, projectOf } from '../projects/hook.ts'
import { safeAttributes } from './attributes.ts'
import { bindingIssue } from './binding.ts'
import { chainOfCoinType, ETH_COIN_TYPE } from './coinType.ts'
import { answerGatewayRequest, GatewayError } from './gateway.ts'
import { MAX_MESSAGE_LENGTH, parseRegistrationMessage } from './message.ts'
import type { NamesOptions } from './options.ts'
import { checkName, NOTHING_RESERVED } from './rule.ts'
import { findName, insertName, type NameRow, namesOf, registeredAmong, signatureUsed } from './store.ts'

/** How many available alternatives the suggestions call offers. */
export const SUGGESTION_COUNT = 5

const apiVersionSchema = z
  .object({ apiVersion: z.enum(['2'], { message: 'apiVersion must be 2' }).optional() })
  .passthrough()
const reverseQuerySchema = apiVersionSchema.extend({ sender: evmAddressSchema.optional() })
const suggestionsQuerySchema = z.object({ zone: z.string().optional() }).passthrough()

const registrationSchema = z.object({
  coin_type: z.union([
    z.number().int().min(0),
    z.string().regex(/^\d+$/, 'coin_type must be a number').transform(Number),
  ]),
  address: evmAddressSchema,
  message: z
    .string()
    .min(1)
    .max(MAX_MESSAGE_LENGTH, `The message has at most ${MAX_MESSAGE_LENGTH} characters`),
  // A signature is 0x and at least 62 hex digits (the kit checks the same; ERC-6492 wrappers are longer).
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{62,20000}$/, 'signature must be 0x and hex digits')
    .transform((value) => value.toLowerCase() as Hex),
})

/** A name as the profile calls answer it: its address under Ethereum's coin type and the one it was registered for. */
export function presentName(row: NameRow) {
  const address = getAddress(row.address)
  const created = row.created_at.toISOString()
  const coinTypes = new Set([ETH_COIN_TYPE, row.coin_type ?? ETH_COIN_TYPE])
  return {
    name: row.name,
    address,
    coinType: row.coin_type ?? ETH_COIN_TYPE,
    registered: Math.floor(row.created_at.getTime() / 1000),
    addresses: Object.fromEntries([...coinTypes].map((coinType) => [String(coinType), { address, created }])),
    // Records stored before they were checked on write are held to the same checks here.
    attributes: safeAttributes(row.attributes),
  }
}

/** Checks a registration's signature against the chain its coin type names, when the cloud serves it. */
async function verifyRegistration(
  ctx: CloudContext,
  coinType: number,
  address: Address,
  message: string,
  signature: Hex,
) {
  const chainId = chainOfCoinType(coinType)
  const service = chainId === undefined ? undefined : ctx.chainServices.get(`eip155:${chainId}`)
  if (!service) {
    // No node for that chain: only a key's own signature can be checked (EOA recovery).
    return verifyMessage({ address, message, signature }).catch(() => false)
  }
  try {
    // EOA recovery, ERC-1271 (deployed contract accounts) and ERC-6492 (not yet deployed ones), on chain.
    return await service.client.verifyMessage({ address, message, signature })
  } catch {
    throw new HttpError(502, `Could not verify the signature on eip155:${chainId}: its node did not answer`)
  }
}

/**
 * The names registry (the /v1/profile calls): names `<label>.<parentName>` registered by a
 * signature of the address they point to, and the CCIP-read gateway that lets ENS tooling (viem's
 * getEnsAddress / getEnsName) resolve them through the offchain resolver on chain. docs/names.md has the
 * message format and the flow.
 */
export const namesRoutes: RouteModule = (app, ctx) => {
  const options: NamesOptions = ctx.names
  const parent = options.parentName
  // The operator's own brand is its parent name's (airlock of airlock.eth), its top-level domain aside.
  const reserved = reservedLabelSet([...options.reservedLabels, ...parent.split('.').slice(0, -1)])
  /** A name to register (reserved labels refused), or to read (`NOTHING_RESERVED`: names taken before). */
  const nameOf = (input: string, refused: ReadonlySet<string>) => {
    const checked = checkName(input, parent, refused)
    if (!checked.ok) throw new HttpError(400, checked.error)
    return checked
  }

  app.get('/v1/profile/account/:name', { preHandler: ctx.requireProject }, async (request) => {
    const { name: input } = z.object({ name: z.string() }).parse(request.params)
    apiVersionSchema.parse(request.query)
    const { name } = nameOf(input, NOTHING_RESERVED)
    const row = await findName(ctx.db, name)
    if (!row) throw new HttpError(404, `${name} is not registered`)
    return presentName(row)
  })

  app.get('/v1/profile/reverse/:address', { preHandler: ctx.requireProject }, async (request) => {
    const { address } = z.object({ address: evmAddressSchema }).parse(request.params)
    reverseQuerySchema.parse(request.query)
    return (await namesOf(ctx.db, address)).map(presentName)
  })

  app.get('/v1/profile/suggestions/:name', { preHandler: ctx.requireProject }, async (request) => {
    const { name: input } = z.object({ name: z.string() }).parse(request.params)
    const { zone } = suggestionsQuerySchema.parse(request.query)
    if (zone !== undefined && zone.toLowerCase() !== parent) {
      throw new HttpError(400, `Names here live under ${parent}, not ${zone}`)
    }
    const { label, name } = nameOf(input, reserved)
    // The name itself, then the label with a number: 1-9, then the year, then two digits.
    const candidates = [
      name,
      ...Array.from({ length: 9 }, (_, i) => `${label}${i + 1}`),
      `${label}${new Date().getUTCFullYear()}`,
      ...Array.from({ length: 90 }, (_, i) => `${label}${i + 10}`),
    ]
      .map((candidate) => (candidate === name ? candidate : `${candidate}.${parent}`))
      .filter(
        (candidate, i, all) =>
          all.indexOf(candidate) === i && (i === 0 || checkName(candidate, parent, reserved).ok),
      )
    const registered = await registeredAmong(ctx.db, candidates)
    const alternatives = candidates
      .slice(1)
      .filter((candidate) => !registered.has(candidate))
      .slice(0, SUGGESTION_COUNT)
    return {
      suggestions: [
        { name, registered: registered.has(name) },
        ...alternatives.map((candidate) => ({ name: candidate, registered: false })),
      ],
    }
  })

  app.post('/v1/profile/account', { preHandler: ctx.requireProject }, async (request) => {
    const body = registrationSchema.parse(request.body)
    const chainId = chainOfCoinType(body.coin_type)
    if (chainId === undefined) {
      throw new HttpError(400, 'coin_type must be an EVM coin type (ENSIP-11): 60, or 0x80000000 | chainId')
    }
    const parsed = parseRegistrationMessage(body.message)
    if (!parsed.ok) throw new HttpError(400, parsed.error)
    const { message } = parsed
    if (message.address.toLowerCase() !== body.address) {
      throw new HttpError(400, 'The message names another address than the one registering')
    }
    const unbound = bindingIssue(message, { origin: originOf(request), project: projectOf(request), chainId })
    if (unbound) throw new HttpError(400, unbound)
    const checked = checkName(message.name, parent, reserved)
    if (!checked.ok) throw new HttpError(400, checked.error)
    if (checked.name !== message.name) {
      throw new HttpError(400, `The message must name the normalised full name: ${checked.name}`)
    }
    const now = Math.floor(Date.now() / 1000)
    if (message.timestamp < now - options.maxMessageAgeSeconds) {
      throw new HttpError(
        400,
        `The message was signed more than ${options.maxMessageAgeSeconds / 60} minutes ago: sign a new one`,
      )
    }
    if (message.timestamp > now + options.maxClockSkewSeconds) {
      throw new HttpError(400, 'The message is dated in the future: check the device clock')
    }
    if (await signatureUsed(ctx.db, body.signature)) {
      throw new HttpError(409, 'This signature was already used: sign a new message')
    }
    if ((await registeredAmong(ctx.db, [checked.name])).has(checked.name)) {
      throw new HttpError(409, `${checked.name} is already taken`)
    }
    const address = getAddress(body.address)
    if (!(await verifyRegistration(ctx, body.coin_type, address, body.message, body.signature))) {
      throw new HttpError(401, `The signature is not ${address}'s signature of the message`)
    }
    const outcome = await insertName(ctx.db, {
      name: checked.name,
      address,
      attributes: message.attributes ?? {},
      coinType: body.coin_type,
      message: body.message,
      signature: body.signature,
    })
    if (outcome === 'replayed')
      throw new HttpError(409, 'This signature was already used: sign a new message')
    if (outcome === 'taken') throw new HttpError(409, `${checked.name} is already taken`)
    return { success: true, name: checked.name, address, coinType: body.coin_type }
  })

  // EIP-3668 gateway of the offchain resolver: GET {sender}/{data}.json (the resolver's URL template), or
  // POST { sender, data }. Public (ENS clients send no project id) and readable from any origin.
  const gateway = async (sender: string, data: string) => {
    if (!isAddress(sender, { strict: false })) throw new GatewayError(400, 'sender must be an address')
    if (!isHex(data) || data.length < 10) throw new GatewayError(400, 'data must be 0x-prefixed call data')
    if (!options.gatewayKey) {
      throw new GatewayError(503, 'The names gateway has no signing key (NAMES_GATEWAY_KEY)')
    }
    return answerGatewayRequest(
      { db: ctx.db, parentName: parent, key: options.gatewayKey, ttlSeconds: options.gatewayTtlSeconds },
      getAddress(sender),
      data.toLowerCase() as Hex,
    )
  }
  const reply = async (send: (status: number, body: unknown) => unknown, sender: string, data: string) => {
    try {
      return send(200, { data: await gateway(sender, data) })
    } catch (error) {
      if (error instanceof GatewayError) return send(error.statusCode, { message: error.message })
      throw error
    }
  }
  // A wildcard: ENS call data runs past the router's 100-character parameter limit.
  app.get('/v1/names/ccip/*', async (request, response) => {
    const path = (request.params as { '*': string })['*']
    const match = /^([^/]+)\/([^/]+?)(?:\.json)?$/.exec(path)
    response.header('access-control-allow-origin', '*')
    if (!match) return response.code(404).send({ message: 'Expected /v1/names/ccip/{sender}/{data}.json' })
    return reply((status, body) => response.code(status).send(body), match[1]!, match[2]!)
  })
  app.post('/v1/names/ccip', async (request, response) => {
    const { sender, data } = z.object({ sender: z.string(), data: z.string() }).parse(request.body)
    response.header('access-control-allow-origin', '*')
    return reply((status, body) => response.code(status).send(body), sender, data)
  })
}
