import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  http,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, sign } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import {
  DEVNET_DEPLOYER_ADDRESS,
  DEVNET_NAMES_DEFAULT_GATEWAY_URL,
  DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS,
  devnetContracts,
} from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { configureDevnetNames, DEVNET_NAMES_GATEWAY_PRIVATE_KEY, namesGatewayUrl } from './names.ts'

// Hardhat answers a revert as JSON-RPC error -32603, which viem retries three times (over a second) by default.
const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const resolverService = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const profiles = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** A stand-in for the cloud's gateway: answers from a table, signed as the resolver expects. */
function gatewayAnswer(
  request: { sender: Address; data: Hex },
  records: Record<string, { address?: Address; name?: string; text?: string }>,
  key: Hex = DEVNET_NAMES_GATEWAY_PRIVATE_KEY,
  expires = BigInt(Math.floor(Date.now() / 1000) + 300),
) {
  const { args } = decodeFunctionData({ abi: resolverService, data: request.data })
  const inner = decodeFunctionData({ abi: profiles, data: args[1] })
  const record = Object.entries(records).find(([name]) => namehash(name) === inner.args[0])?.[1] ?? {}
  const result =
    inner.functionName === 'addr'
      ? inner.args.length === 1
        ? encodeAbiParameters([{ type: 'address' }], [record.address ?? zeroAddress])
        : encodeAbiParameters([{ type: 'bytes' }], [record.address ?? '0x'])
      : inner.functionName === 'name'
        ? encodeFunctionResult({ abi: profiles, functionName: 'name', result: record.name ?? '' })
        : encodeFunctionResult({ abi: profiles, functionName: 'text', result: record.text ?? '' })
  const digest = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', request.sender, expires, keccak256(request.data), keccak256(result)],
    ),
  )
  return (async () => {
    const signature = await sign({ hash: digest, privateKey: key, to: 'hex' })
    return encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      [result, expires, signature],
    )
  })()
}

describe('the devnet names contracts', () => {
  let devnet: Devnet
  let generated: typeof Generated
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    generated = await import('../generated/contracts.ts')
  })
  afterAll(() => devnet?.stop())

  const clientWith = (
    answer: (request: { sender: Address; data: Hex; urls: readonly string[] }) => Promise<Hex>,
  ) =>
    createPublicClient({
      chain: hardhat,
      transport: http(devnet.rpcUrl, { retryCount: 0 }),
      ccipRead: { request: answer },
    })

  it('register eth, airlock.eth and addr.reverse to the deployer, with the offchain resolver', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) })
    const read = (functionName: 'owner' | 'resolver', name: string) =>
      client.readContract({
        address: devnetContracts.ensRegistry,
        abi: generated.AirlockENSRegistryAbi,
        functionName,
        args: [namehash(name)],
      })
    for (const name of ['eth', 'airlock.eth', 'reverse', 'addr.reverse']) {
      expect(await read('owner', name), name).toBe(DEVNET_DEPLOYER_ADDRESS)
    }
    expect(await read('resolver', 'airlock.eth')).toBe(devnetContracts.offchainResolver)
    expect(await read('resolver', 'addr.reverse')).toBe(devnetContracts.offchainResolver)
    expect(await read('resolver', 'reverse')).toBe(devnetContracts.offchainResolver)
    expect(await read('resolver', 'eth')).toBe(zeroAddress)
    const resolver = { address: devnetContracts.offchainResolver, abi: generated.AirlockOffchainResolverAbi }
    expect(await client.readContract({ ...resolver, functionName: 'urls' })).toEqual([
      DEVNET_NAMES_DEFAULT_GATEWAY_URL,
    ])
    expect(
      await client.readContract({
        ...resolver,
        functionName: 'signers',
        args: [DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS],
      }),
    ).toBe(true)
    expect(
      await client.readContract({ ...resolver, functionName: 'supportsInterface', args: ['0x9061b923'] }),
    ).toBe(true)
  })

  it("resolve names and primary names through viem's ENS actions and a signed gateway answer", async () => {
    const requests: { sender: Address; urls: readonly string[] }[] = []
    const client = clientWith(async (request) => {
      requests.push({ sender: request.sender, urls: request.urls })
      return gatewayAnswer(request, {
        'alice.airlock.eth': { address: ALICE, text: 'https://img.example/alice.png' },
        [`${ALICE.slice(2).toLowerCase()}.addr.reverse`]: { name: 'alice.airlock.eth' },
        [`${ALICE.slice(2).toLowerCase()}.80007a69.reverse`]: { name: 'alice.airlock.eth' },
      })
    })
    const universalResolverAddress = devnetContracts.universalResolver
    expect(await client.getEnsAddress({ name: 'alice.airlock.eth', universalResolverAddress })).toBe(ALICE)
    expect(requests[0]).toEqual({
      sender: devnetContracts.offchainResolver,
      urls: [DEVNET_NAMES_DEFAULT_GATEWAY_URL],
    })
    expect(
      await client.getEnsText({ name: 'alice.airlock.eth', key: 'avatar', universalResolverAddress }),
    ).toBe('https://img.example/alice.png')
    expect(await client.getEnsName({ address: ALICE, universalResolverAddress })).toBe('alice.airlock.eth')
    // ENSIP-19's other namespaces: `reverse` has the resolver too (a wildcard).
    expect(await client.getEnsName({ address: ALICE, coinType: 0x80007a69n, universalResolverAddress })).toBe(
      'alice.airlock.eth',
    )
    // Unknown: the zero address and the empty name read as none.
    expect(await client.getEnsAddress({ name: 'nobody.airlock.eth', universalResolverAddress })).toBeNull()
    expect(
      await client.getEnsName({
        address: '0x000000000000000000000000000000000000dEaD',
        universalResolverAddress,
      }),
    ).toBeNull()
    // No resolver anywhere above the name.
    expect(await client.getEnsAddress({ name: 'alice.other.xyz', universalResolverAddress })).toBeNull()
  })

  it('refuse a primary name that does not resolve back to the address', async () => {
    const client = clientWith((request) =>
      gatewayAnswer(request, {
        'alice.airlock.eth': { address: '0x000000000000000000000000000000000000dEaD' },
        [`${ALICE.slice(2).toLowerCase()}.addr.reverse`]: { name: 'alice.airlock.eth' },
      }),
    )
    const universalResolverAddress = devnetContracts.universalResolver
    expect(await client.getEnsName({ address: ALICE, universalResolverAddress })).toBeNull()
    await expect(
      client.getEnsName({ address: ALICE, universalResolverAddress, strict: true }),
    ).rejects.toThrow(/ReverseAddressMismatch/)
  })

  it('refuse answers signed by another key, or expired', async () => {
    const records = { 'alice.airlock.eth': { address: ALICE } }
    const universalResolverAddress = devnetContracts.universalResolver
    const forged = clientWith((request) => gatewayAnswer(request, records, generatePrivateKey()))
    await expect(
      forged.getEnsAddress({ name: 'alice.airlock.eth', universalResolverAddress, strict: true }),
    ).rejects.toThrow(/UnknownSigner|ResolverError/)
    const expired = clientWith((request) =>
      gatewayAnswer(
        request,
        records,
        DEVNET_NAMES_GATEWAY_PRIVATE_KEY,
        BigInt(Math.floor(Date.now() / 1000) - 3600),
      ),
    )
    await expect(
      expired.getEnsAddress({ name: 'alice.airlock.eth', universalResolverAddress, strict: true }),
    ).rejects.toThrow(/ResponseExpired|ResolverError/)
  })

  it('point the resolver at a cloud and give another parent the resolver, once', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) })
    const cloudUrl = 'http://127.0.0.1:45678'
    expect(await configureDevnetNames({ rpcUrl: devnet.rpcUrl, cloudUrl, parentName: 'names.test' })).toEqual(
      {
        gatewayUrl: namesGatewayUrl(cloudUrl),
      },
    )
    expect(namesGatewayUrl(`${cloudUrl}/`)).toBe(`${cloudUrl}/v1/names/ccip/{sender}/{data}.json`)
    expect(
      await client.readContract({
        address: devnetContracts.offchainResolver,
        abi: generated.AirlockOffchainResolverAbi,
        functionName: 'urls',
      }),
    ).toEqual([namesGatewayUrl(cloudUrl)])
    expect(
      await client.readContract({
        address: devnetContracts.ensRegistry,
        abi: generated.AirlockENSRegistryAbi,
        functionName: 'resolver',
        args: [namehash('names.test')],
      }),
    ).toBe(devnetContracts.offchainResolver)
    const nonce = await client.getTransactionCount({ address: DEVNET_DEPLOYER_ADDRESS })
    await configureDevnetNames({ rpcUrl: devnet.rpcUrl, cloudUrl, parentName: 'names.test' })
    expect(await client.getTransactionCount({ address: DEVNET_DEPLOYER_ADDRESS })).toBe(nonce)
  })
})
