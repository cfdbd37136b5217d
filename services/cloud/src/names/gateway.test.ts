import {
  decodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hexToBytes,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db/types.ts'
import { answerGatewayRequest, decodeDnsName, type GatewayError, reverseAddressOf } from './gateway.ts'
import type { NameRow } from './store.ts'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RESOLVER = '0xf511714D835ec1Ef48B4e9edB2E61452f22D27BA'
const row: NameRow = {
  name: 'alice.airlock.eth',
  address: ALICE.toLowerCase() as `0x${string}`,
  attributes: { avatar: 'https://img.example/alice.png' },
  coin_type: 0x80007a69,
  created_at: new Date(0),
}
/** The two queries the gateway makes, answered from one row. */
const db = {
  async query(sql: string, params: readonly unknown[] = []) {
    if (sql.includes('where name = $1')) return params[0] === row.name ? [row] : []
    if (sql.includes('where address = $1')) return params[0] === row.address ? [row] : []
    throw new Error(`unexpected query ${sql}`)
  },
  async exec() {},
} as unknown as Queryable

const abi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])

describe('the names gateway', () => {
  const key = generatePrivateKey()
  const config = { db, parentName: 'airlock.eth', key, ttlSeconds: 300, now: () => 1_000_000 }
  const request = (name: string, call: Hex) =>
    encodeFunctionData({ abi, functionName: 'resolve', args: [toHex(packetToBytes(name)), call] })
  const ask = async (name: string, call: Hex) => {
    const data = request(name, call)
    const response = await answerGatewayRequest(config, RESOLVER, data)
    const [result, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      response,
    )
    const digest = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', RESOLVER, expires, keccak256(data), keccak256(result)],
      ),
    )
    return { result, expires, signer: await recoverAddress({ hash: digest, signature }) }
  }
  const node = namehash('alice.airlock.eth')

  it('answers each profile from the names table, signed by its key for the resolver, until the TTL', async () => {
    const address = await ask(
      'alice.airlock.eth',
      encodeFunctionData({ abi, functionName: 'addr', args: [node] }),
    )
    expect(address).toEqual({
      result: `0x${'0'.repeat(24)}${ALICE.slice(2).toLowerCase()}`,
      expires: 1_000_300n,
      signer: privateKeyToAccount(key).address,
    })
    for (const coinType of [60n, 0x80007a69n, 0x80000000n, 0x8000000an]) {
      const answer = await ask(
        'alice.airlock.eth',
        encodeFunctionData({ abi, functionName: 'addr', args: [node, coinType] }),
      )
      expect(decodeAbiParameters([{ type: 'bytes' }], answer.result)[0], String(coinType)).toBe(
        ALICE.toLowerCase(),
      )
    }
    const bitcoin = await ask(
      'alice.airlock.eth',
      encodeFunctionData({ abi, functionName: 'addr', args: [node, 0n] }),
    )
    expect(decodeAbiParameters([{ type: 'bytes' }], bitcoin.result)[0]).toBe('0x')
    const avatar = await ask(
      'alice.airlock.eth',
      encodeFunctionData({ abi, functionName: 'text', args: [node, 'avatar'] }),
    )
    expect(decodeAbiParameters([{ type: 'string' }], avatar.result)[0]).toBe('https://img.example/alice.png')
    const reverse = `${ALICE.slice(2).toLowerCase()}.addr.reverse`
    const primary = await ask(
      reverse,
      encodeFunctionData({ abi, functionName: 'name', args: [namehash(reverse)] }),
    )
    expect(decodeAbiParameters([{ type: 'string' }], primary.result)[0]).toBe('alice.airlock.eth')
    const nobody = await ask(
      'bob.airlock.eth',
      encodeFunctionData({ abi, functionName: 'addr', args: [namehash('bob.airlock.eth')] }),
    )
    expect(BigInt(nobody.result)).toBe(0n)
  })

  it('refuses calls it does not answer, about another node, or not resolve(name, data)', async () => {
    const refusal = (data: Hex) =>
      answerGatewayRequest(config, RESOLVER, data).then(
        () => undefined,
        (error: GatewayError) => ({ status: error.statusCode, message: error.message }),
      )
    expect(
      await refusal(
        request('alice.airlock.eth', encodeFunctionData({ abi, functionName: 'contenthash', args: [node] })),
      ),
    ).toEqual({ status: 404, message: 'Unsupported resolver function 0xbc1c58d1' })
    expect(
      await refusal(
        request(
          'alice.airlock.eth',
          encodeFunctionData({ abi, functionName: 'addr', args: [namehash('bob.eth')] }),
        ),
      ),
    ).toEqual({ status: 400, message: 'The call is about another node than namehash("alice.airlock.eth")' })
    expect(await refusal('0x12345678')).toEqual({
      status: 400,
      message: 'Expected resolve(bytes name, bytes data) call data',
    })
  })

  it('reads names in DNS wire format', () => {
    expect(decodeDnsName(packetToBytes('alice.airlock.eth'))).toBe('alice.airlock.eth')
    expect(decodeDnsName(hexToBytes('0x00'))).toBe('')
    expect(decodeDnsName(hexToBytes('0x05616c696365'))).toBeUndefined()
    expect(decodeDnsName(hexToBytes('0x0a616c69636500'))).toBeUndefined()
    expect(decodeDnsName(hexToBytes(`${toHex(packetToBytes('alice.eth'))}00`))).toBeUndefined()
  })

  it('reads the address of ENSIP-19 reverse names', () => {
    const hex = '70997970c51812dc3a010c7d01b50e0d17dc79c8'
    expect(reverseAddressOf(`${hex}.addr.reverse`)).toBe(ALICE)
    expect(reverseAddressOf(`${hex}.default.reverse`)).toBe(ALICE)
    expect(reverseAddressOf(`${hex}.80007a69.reverse`)).toBe(ALICE)
    expect(reverseAddressOf(`${hex}.1f5.reverse`)).toBeUndefined()
    expect(reverseAddressOf(`${hex.slice(2)}.addr.reverse`)).toBeUndefined()
    expect(reverseAddressOf('alice.airlock.eth')).toBeUndefined()
  })
})
