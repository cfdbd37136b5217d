import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  type Hex,
  hexToBytes,
  isAddress,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { sign } from 'viem/accounts'
import type { Queryable } from '../db/types.ts'
import { safeAttributes } from './attributes.ts'
import { chainOfCoinType } from './coinType.ts'
import { findName, namesOf } from './store.ts'

/** What the offchain resolver sends its gateway (EIP-3668 callData): ENSIP-10's resolve, unchanged. */
const resolverServiceAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])

/** The resolver profiles the gateway answers. */
const profileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** A refusal the gateway route answers with this status and `{ message }` (EIP-3668's error body). */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

/** DNS wire format (length-prefixed labels ending in a zero byte) to a dotted name; undefined when malformed. */
export function decodeDnsName(bytes: Uint8Array): string | undefined {
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset]!
    if (length === 0) return offset + 1 === bytes.length ? labels.join('.') : undefined
    const end = offset + 1 + length
    if (end > bytes.length) return undefined
    labels.push(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(offset + 1, end)))
    offset = end
  }
  return undefined
}

/** `<address hex>.addr.reverse` (ENSIP-19: also `.default.reverse`, `.<coin type hex>.reverse`): the address. */
export function reverseAddressOf(name: string): Address | undefined {
  const match = /^([0-9a-f]{40})\.(addr|default|[0-9a-f]{1,8})\.reverse$/.exec(name)
  if (!match) return undefined
  const [, hex, namespace] = match
  if (
    namespace !== 'addr' &&
    namespace !== 'default' &&
    chainOfCoinType(Number.parseInt(namespace!, 16)) === undefined
  ) {
    return undefined
  }
  const address = `0x${hex}`
  return isAddress(address, { strict: false }) ? getAddress(address) : undefined
}

export interface GatewayConfig {
  db: Queryable
  parentName: string
  key: Hex
  ttlSeconds: number
  /** Unix seconds; Date.now() by default. */
  now?: () => number
}

/** What a name resolves to, from the names table: EVM-wide address, text records and, for reverse names, the primary name. */
interface Records {
  address: Address | undefined
  attributes: Record<string, string>
  primaryName: string | undefined
}

async function recordsOf(db: Queryable, name: string, parentName: string): Promise<Records> {
  const reverseOf = reverseAddressOf(name)
  if (reverseOf) {
    const [primary] = await namesOf(db, reverseOf)
    return { address: undefined, attributes: {}, primaryName: primary?.name }
  }
  if (!name.endsWith(`.${parentName}`)) return { address: undefined, attributes: {}, primaryName: undefined }
  const row = await findName(db, name)
  return {
    address: row ? getAddress(row.address) : undefined,
    // Records stored before they were checked on write are held to the same checks here.
    attributes: row ? safeAttributes(row.attributes) : {},
    primaryName: undefined,
  }
}

/** The ABI-encoded answer of one resolver profile call about `name`. */
async function answer(db: Queryable, name: string, parentName: string, data: Hex): Promise<Hex> {
  let call: ReturnType<typeof decodeFunctionData<typeof profileAbi>>
  try {
    call = decodeFunctionData({ abi: profileAbi, data })
  } catch {
    throw new GatewayError(404, `Unsupported resolver function ${data.slice(0, 10)}`)
  }
  if (call.args[0] !== namehash(name)) {
    throw new GatewayError(400, `The call is about another node than namehash("${name}")`)
  }
  const records = await recordsOf(db, name.toLowerCase(), parentName)
  // Encoded by hand: encodeFunctionResult picks the first `addr` overload whatever the arguments.
  switch (call.functionName) {
    case 'addr': {
      if (call.args.length === 1) {
        return encodeAbiParameters([{ type: 'address' }], [records.address ?? zeroAddress])
      }
      // Names are registered for an EVM address, which is the same on every EVM chain (ENSIP-11, ENSIP-19).
      const evm = chainOfCoinType(call.args[1]) !== undefined
      return encodeAbiParameters([{ type: 'bytes' }], [evm && records.address ? records.address : '0x'])
    }
    case 'text':
      return encodeAbiParameters([{ type: 'string' }], [records.attributes[call.args[1]] ?? ''])
    case 'name':
      return encodeAbiParameters([{ type: 'string' }], [records.primaryName ?? ''])
  }
}

/**
 * Answers one CCIP-read request of the offchain resolver at `sender`: `data` is resolve(name, call), the answer
 * abi.encode(result, expires, signature), signed for the resolver, the request and the result (the resolver's
 * scheme: keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result))).
 */
export async function answerGatewayRequest(config: GatewayConfig, sender: Address, data: Hex): Promise<Hex> {
  let name: string | undefined
  let call: Hex
  try {
    const decoded = decodeFunctionData({ abi: resolverServiceAbi, data })
    name = decodeDnsName(hexToBytes(decoded.args[0]))
    call = decoded.args[1]
  } catch {
    throw new GatewayError(400, 'Expected resolve(bytes name, bytes data) call data')
  }
  if (name === undefined) throw new GatewayError(400, 'The name is not in DNS wire format')
  const result = await answer(config.db, name, config.parentName, call)
  const now = config.now?.() ?? Math.floor(Date.now() / 1000)
  const expires = BigInt(now + config.ttlSeconds)
  const digest = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', sender, expires, keccak256(data), keccak256(result)],
    ),
  )
  const signature = await sign({ hash: digest, privateKey: config.key, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
