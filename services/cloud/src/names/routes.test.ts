import {
  configureDevnetNames,
  DEVNET_NAMES_GATEWAY_PRIVATE_KEY,
  type Devnet,
  devnetContracts,
  startDevnet,
  testAccounts,
} from '@airlock/devnet'
import {
  AirlockTestSmartAccountAbi,
  AirlockTestSmartAccountBytecode,
  AirlockTestSmartAccountFactoryAbi,
  AirlockTestSmartAccountFactoryBytecode,
} from '@airlock/devnet/contracts'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  namehash,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import {
  DEVNET_COIN_TYPE,
  postRegistration,
  type SignedRegistrationOptions,
  signedRegistration as signed,
} from '../test/names.ts'
import { NAME_RULE_MESSAGE } from './rule.ts'

const PROJECT = 'names-test'

let devnet: Devnet
let cloud: Cloud
// Hardhat answers a revert as JSON-RPC error -32603, which viem retries three times (over a second) by default.
const chainClient = () =>
  createPublicClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  })
const universalResolverAddress = devnetContracts.universalResolver

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    indexer: false,
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: devnet.rpcUrl }],
    names: { gatewayKey: DEVNET_NAMES_GATEWAY_PRIVATE_KEY },
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['https://names.example'] })
  await configureDevnetNames({ rpcUrl: devnet.rpcUrl, cloudUrl: cloud.url })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const api = <T = unknown>(path: string, init: RequestInit = {}) =>
  fetchJson<T>(`${cloud.url}${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT}`, init)

type RegisterOptions = Omit<SignedRegistrationOptions, 'projectId'>
const signedRegistration = (options: RegisterOptions) => signed({ projectId: PROJECT, ...options })
const post = (body: unknown) => postRegistration(cloud.url, PROJECT, body)

const register = async (options: RegisterOptions) => post(await signedRegistration(options))

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

describe('registering a name (POST /v1/profile/account)', () => {
  it('holds names to the rule: letters, digits and hyphens, at least 4, under the parent', async () => {
    for (const name of ['abc.airlock.eth', 'al_ce.airlock.eth', 'al ce.airlock.eth', 'alïce.airlock.eth']) {
      const response = await register({ name, signer: alice })
      expect(response.status, name).toBe(400)
      expect(response.body.error, name).toBe(NAME_RULE_MESSAGE)
    }
    for (const name of ['a.alice.airlock.eth', 'alice.other.eth']) {
      const response = await register({ name, signer: alice })
      expect(response.status, name).toBe(400)
      expect(response.body.error).toBe(
        'Names are registered directly under airlock.eth, e.g. alice.airlock.eth',
      )
    }
    const upper = await register({ name: 'Alice.airlock.eth', signer: alice })
    expect(upper).toMatchObject({
      status: 400,
      body: { error: 'The message must name the normalised full name: alice.airlock.eth' },
    })
    const lookup = await api<{ error: string }>('/v1/profile/account/a_b?apiVersion=2')
    expect(lookup).toMatchObject({ status: 400, body: { error: NAME_RULE_MESSAGE } })
    for (const path of ['/v1/profile/account/ab%25cd', '/v1/profile/suggestions/%F0%9F%92%A5%F0%9F%92%A5x']) {
      expect(await api(path), path).toMatchObject({ status: 400, body: { error: NAME_RULE_MESSAGE } })
    }
    expect((await api('/v1/profile/account/alice?apiVersion=1')).status).toBe(400)
  })

  it('registers a name signed by an EOA, then answers it by name, by address and in identity', async () => {
    const registered = await register({
      name: 'alice.airlock.eth',
      signer: alice,
      attributes: { avatar: 'https://img.example/alice.png', description: 'Alice' },
    })
    expect(registered).toMatchObject({
      status: 200,
      body: { success: true, name: 'alice.airlock.eth', address: alice.address, coinType: DEVNET_COIN_TYPE },
    })

    const lookup = await api<Record<string, unknown>>('/v1/profile/account/alice.airlock.eth?apiVersion=2')
    expect(lookup.status).toBe(200)
    expect(lookup.body).toMatchObject({
      name: 'alice.airlock.eth',
      address: alice.address,
      addresses: { '60': { address: alice.address }, [String(DEVNET_COIN_TYPE)]: { address: alice.address } },
      attributes: { avatar: 'https://img.example/alice.png', description: 'Alice' },
    })
    // The bare label means the same name.
    expect((await api('/v1/profile/account/alice?apiVersion=2')).body).toEqual(lookup.body)
    expect(await api('/v1/profile/account/nobody?apiVersion=2')).toMatchObject({
      status: 404,
      body: { error: 'nobody.airlock.eth is not registered' },
    })

    const reverse = await api<{ name: string }[]>(
      `/v1/profile/reverse/${alice.address.toLowerCase()}?apiVersion=2`,
    )
    expect(reverse.status).toBe(200)
    expect(reverse.body.map((entry) => entry.name)).toEqual(['alice.airlock.eth'])
    expect((await api(`/v1/profile/reverse/${bob.address}`)).body).toEqual([])

    expect((await api(`/v1/identity/${alice.address}`)).body).toEqual({
      name: 'alice.airlock.eth',
      avatar: 'https://img.example/alice.png',
    })
  })

  it('refuses a replayed signature, a taken name, and offers available alternatives', async () => {
    const body = await signedRegistration({ name: 'replay.airlock.eth', signer: alice })
    expect((await post(body)).status).toBe(200)
    expect(await post(body)).toMatchObject({
      status: 409,
      body: { error: 'This signature was already used: sign a new message' },
    })

    expect(await register({ name: 'alice.airlock.eth', signer: bob })).toMatchObject({
      status: 409,
      body: { error: 'alice.airlock.eth is already taken' },
    })
    expect((await register({ name: 'alice1.airlock.eth', signer: bob })).status).toBe(200)

    const suggestions = await api<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/alice?zone=airlock.eth',
    )
    expect(suggestions.status).toBe(200)
    expect(suggestions.body.suggestions).toEqual([
      { name: 'alice.airlock.eth', registered: true },
      { name: 'alice2.airlock.eth', registered: false },
      { name: 'alice3.airlock.eth', registered: false },
      { name: 'alice4.airlock.eth', registered: false },
      { name: 'alice5.airlock.eth', registered: false },
      { name: 'alice6.airlock.eth', registered: false },
    ])
    expect(
      (await api<{ suggestions: unknown[] }>('/v1/profile/suggestions/free-name')).body.suggestions[0],
    ).toEqual({
      name: 'free-name.airlock.eth',
      registered: false,
    })
    expect(await api('/v1/profile/suggestions/alice?zone=reown.id')).toMatchObject({
      status: 400,
      body: { error: 'Names here live under airlock.eth, not reown.id' },
    })
    expect((await api('/v1/profile/suggestions/abc')).status).toBe(400)
  })

  it('accepts coin type 60 and the coin type as a string', async () => {
    const carol = privateKeyToAccount(generatePrivateKey())
    expect((await register({ name: 'carol.airlock.eth', signer: carol, coinType: '60' })).status).toBe(200)
    const lookup = await api<{ addresses: Record<string, unknown> }>('/v1/profile/account/carol.airlock.eth')
    expect(Object.keys(lookup.body.addresses)).toEqual(['60'])
  })
})

describe('contract accounts', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const deployer = privateKeyToAccount(testAccounts[7]!.privateKey)
  const wallet = () =>
    createWalletClient({ account: deployer, chain: hardhat, transport: http(devnet.rpcUrl) })

  it('registers a name for an ERC-1271 account, checked on the devnet', async () => {
    const hash = await wallet().deployContract({
      abi: AirlockTestSmartAccountAbi,
      bytecode: AirlockTestSmartAccountBytecode,
      args: [owner.address],
    })
    const receipt = await chainClient().waitForTransactionReceipt({ hash })
    const account = getAddress(receipt.contractAddress!)
    expect(await register({ name: 'smart.airlock.eth', signer: owner, address: account })).toMatchObject({
      status: 200,
      body: { address: account },
    })
    // The account's owner, not any key, signs for it.
    expect((await register({ name: 'smart2.airlock.eth', signer: bob, address: account })).status).toBe(401)
    expect(await chainClient().getEnsAddress({ name: 'smart.airlock.eth', universalResolverAddress })).toBe(
      account,
    )
  })

  it('registers a name for an account not yet deployed (ERC-6492)', async () => {
    const hash = await wallet().deployContract({
      abi: AirlockTestSmartAccountFactoryAbi,
      bytecode: AirlockTestSmartAccountFactoryBytecode,
    })
    const factory = (await chainClient().waitForTransactionReceipt({ hash })).contractAddress!
    const salt = toHex(1, { size: 32 })
    const account = await chainClient().readContract({
      address: factory,
      abi: AirlockTestSmartAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })
    expect(await chainClient().getCode({ address: account })).toBeUndefined()
    const data = encodeFunctionData({
      abi: AirlockTestSmartAccountFactoryAbi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const registered = await register({
      name: 'counterfactual.airlock.eth',
      signer: owner,
      address: account,
      wrap: (signature) => serializeErc6492Signature({ address: factory, data, signature }),
    })
    expect(registered).toMatchObject({ status: 200, body: { address: account } })
  })
})

describe('resolution through ENS tooling (CCIP-read)', () => {
  it("resolves names, text records and primary names with viem's ENS actions on the devnet", async () => {
    const client = chainClient()
    expect(await client.getEnsAddress({ name: 'alice.airlock.eth', universalResolverAddress })).toBe(
      alice.address,
    )
    expect(
      await client.getEnsAddress({
        name: 'alice.airlock.eth',
        coinType: BigInt(DEVNET_COIN_TYPE),
        universalResolverAddress,
      }),
    ).toBe(alice.address.toLowerCase()) // addr(node, coinType) answers bytes, which viem returns as they are
    expect(
      await client.getEnsText({ name: 'alice.airlock.eth', key: 'avatar', universalResolverAddress }),
    ).toBe('https://img.example/alice.png')
    // Alice's first name is her primary name.
    expect(await client.getEnsName({ address: alice.address, universalResolverAddress })).toBe(
      'alice.airlock.eth',
    )
    expect(await client.getEnsName({ address: bob.address, universalResolverAddress })).toBe(
      'alice1.airlock.eth',
    )
    // ENSIP-19: the devnet's own coin type reads the same primary name.
    expect(
      await client.getEnsName({
        address: alice.address,
        coinType: BigInt(DEVNET_COIN_TYPE),
        universalResolverAddress,
      }),
    ).toBe('alice.airlock.eth')
    expect(await client.getEnsAddress({ name: 'nobody.airlock.eth', universalResolverAddress })).toBeNull()
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await client.getEnsName({ address: nobody, universalResolverAddress })).toBeNull()
  })

  it("resolves through the cloud's own RPC gateway too, as a page's viem would", async () => {
    const client = createPublicClient({
      chain: hardhat,
      transport: http(`${cloud.url}/v1/?chainId=eip155:31337&projectId=${PROJECT}`, { retryCount: 0 }),
    })
    expect(await client.getEnsAddress({ name: 'alice.airlock.eth', universalResolverAddress })).toBe(
      alice.address,
    )
    expect(await client.getEnsName({ address: alice.address, universalResolverAddress })).toBe(
      'alice.airlock.eth',
    )
  })

  it('answers the gateway from any origin, and refuses what is not a resolver request', async () => {
    const data = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'resolve',
          stateMutability: 'view',
          inputs: [
            { name: 'name', type: 'bytes' },
            { name: 'data', type: 'bytes' },
          ],
          outputs: [{ type: 'bytes' }],
        },
      ],
      functionName: 'resolve',
      args: [
        toHex(packetToBytes('alice.airlock.eth')),
        `0xbc1c58d1${namehash('alice.airlock.eth').slice(2)}`,
      ],
    })
    const sender = devnetContracts.offchainResolver.toLowerCase()
    const unsupported = await fetchJson(`${cloud.url}/v1/names/ccip/${sender}/${data}.json`)
    expect(unsupported).toMatchObject({
      status: 404,
      body: { message: 'Unsupported resolver function 0xbc1c58d1' },
    })
    expect(unsupported.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetchJson(`${cloud.url}/v1/names/ccip/${sender}/0x1234abcd.json`)).status).toBe(400)
    expect((await fetchJson(`${cloud.url}/v1/names/ccip/nobody/${data}.json`)).status).toBe(400)
  })
})

// Last: it points the devnet's resolver at another cloud.
describe('another parent name, and a cloud without a gateway key', () => {
  let other: Cloud
  beforeAll(async () => {
    other = await startTestCloud({
      indexer: false,
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: devnet.rpcUrl }],
      names: { parentName: 'Names.Test' },
    })
    await other.context.projects.create({ id: PROJECT, allowedOrigins: ['https://names.example'] })
  })
  afterAll(() => other?.close())

  it('registers names under the configured parent only', async () => {
    const post = (body: unknown) => postRegistration(other.url, PROJECT, body)
    expect(
      (await post(await signedRegistration({ name: 'dave.names.test', signer: bob }))).body,
    ).toMatchObject({
      name: 'dave.names.test',
    })
    expect((await post(await signedRegistration({ name: 'dave.airlock.eth', signer: bob }))).body.error).toBe(
      'Names are registered directly under names.test, e.g. alice.names.test',
    )
  })

  it('answers the gateway 503 without a key, which ENS tooling reads as no name', async () => {
    const data = `0x9061b923${'00'.repeat(128)}`
    expect(
      await fetchJson(`${other.url}/v1/names/ccip/${devnetContracts.offchainResolver}/${data}.json`),
    ).toMatchObject({
      status: 503,
      body: { message: 'The names gateway has no signing key (NAMES_GATEWAY_KEY)' },
    })
    await configureDevnetNames({ rpcUrl: devnet.rpcUrl, cloudUrl: other.url, parentName: 'names.test' })
    expect(
      await chainClient().getEnsAddress({ name: 'dave.names.test', universalResolverAddress }),
    ).toBeNull()
    await expect(
      chainClient().getEnsAddress({ name: 'dave.names.test', universalResolverAddress, strict: true }),
    ).rejects.toThrow(/HttpError\(uint16 status, string message\)/)
  })
})
