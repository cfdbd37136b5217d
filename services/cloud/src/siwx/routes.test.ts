import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import {
  AirlockTestSmartAccountAbi,
  AirlockTestSmartAccountBytecode,
  AirlockTestSmartAccountFactoryAbi,
  AirlockTestSmartAccountFactoryBytecode,
} from '@airlock/devnet/contracts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { SIWX_ERRORS } from './checks.ts'

const PROJECT = 'siwx-test'
const DAPP = 'https://dapp.example.com'
const HOST = 'dapp.example.com'

let devnet: Devnet
let cloud: Cloud

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    indexer: false,
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: devnet.rpcUrl }],
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
  await cloud.context.projects.create({ id: 'siwx-other', allowedOrigins: [DAPP] })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

interface SessionAnswer {
  token?: string
  expiresAt?: string
  session?: { data: Record<string, unknown>; message: string; signature: string }
  address?: string
  chainId?: string
  sessions?: unknown[]
  error?: string
  revoked?: boolean
}

const api = (
  path: string,
  init: { method?: string; body?: unknown; origin?: string | null; token?: string; project?: string } = {},
) => {
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.origin !== null) headers.origin = init.origin ?? DAPP
  if (init.token) headers.authorization = `Bearer ${init.token}`
  return fetchJson<SessionAnswer & { nonce?: string }>(
    `${cloud.url}${path}${path.includes('?') ? '&' : '?'}projectId=${init.project ?? PROJECT}`,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
  )
}

const nonce = async (project = PROJECT) => {
  const answer = await api('/v1/siwx/nonce', { method: 'POST', project })
  expect(answer.status).toBe(200)
  return answer.body.nonce!
}

type Signer = { address: Address; signMessage(args: { message: string }): Promise<Hex> }

async function signedMessage(
  signer: Signer,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> & { wrap?: (signature: Hex) => Hex } = {},
) {
  const { wrap, ...fields } = overrides
  const message = createSiweMessage({
    address: signer.address,
    chainId: 31337,
    domain: HOST,
    uri: `${DAPP}/app`,
    version: '1',
    nonce: fields.nonce ?? (await nonce()),
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 60 * 60_000),
    statement: 'Sign in to the test dapp',
    ...fields,
  })
  const signature = await signer.signMessage({ message })
  return { message, signature: wrap ? wrap(signature) : signature }
}

const verify = (body: unknown, init: { origin?: string | null; project?: string } = {}) =>
  api('/v1/siwx/verify', { body, ...init })

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

describe('POST /v1/siwx/nonce', () => {
  it('hands out a different random nonce each time, only for a known project and an allowed origin', async () => {
    const a = await nonce()
    const b = await nonce()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toBe(b)
    expect((await api('/v1/siwx/nonce', { method: 'POST', project: 'unknown-project' })).status).toBe(401)
    const foreign = await api('/v1/siwx/nonce', { method: 'POST', origin: 'https://evil.example.com' })
    expect(foreign).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed' } })
  })
})

describe('POST /v1/siwx/verify', () => {
  it('verifies an EOA signature, opens a session and answers its token and data', async () => {
    const signed = await signedMessage(alice)
    const answer = await verify(signed)
    expect(answer.status).toBe(200)
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.body.session).toMatchObject({
      message: signed.message,
      signature: signed.signature,
      data: {
        accountAddress: alice.address,
        chainId: 'eip155:31337',
        domain: HOST,
        uri: `${DAPP}/app`,
        version: '1',
        statement: 'Sign in to the test dapp',
      },
    })
    const session = await api('/v1/siwx/session', { token: answer.body.token!, origin: null })
    expect(session).toMatchObject({ status: 200, body: { address: alice.address, chainId: 'eip155:31337' } })
  })

  it("verifies an EOA's signature without asking its node: a stuck node cannot hold the sign-in", async () => {
    // A node that takes every request and never answers (a stuck or overloaded one); it notes the methods asked.
    const asked: string[] = []
    const stuck = createServer((request) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const calls = [JSON.parse(body)].flat() as { method?: string }[]
        asked.push(...calls.map((call) => call.method ?? '?'))
      })
    })
    await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve))
    const { port } = stuck.address() as AddressInfo
    const offline = await startTestCloud({
      indexer: false,
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: `http://127.0.0.1:${port}` }],
    })
    try {
      await offline.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
      const call = (path: string, body?: unknown) =>
        fetchJson<SessionAnswer & { nonce?: string }>(`${offline.url}${path}?projectId=${PROJECT}`, {
          method: 'POST',
          headers: { origin: DAPP, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        })
      const message = createSiweMessage({
        address: alice.address,
        chainId: 31337,
        domain: HOST,
        uri: `${DAPP}/app`,
        version: '1',
        nonce: (await call('/v1/siwx/nonce')).body.nonce!,
      })
      const signature = await alice.signMessage({ message })
      expect((await call('/v1/siwx/verify', { message, signature })).status).toBe(200)
      // The signature was recovered here: no eth_call (ERC-1271/6492 check) went to the node.
      expect(asked).not.toContain('eth_call')
    } finally {
      await offline.close()
      stuck.closeAllConnections()
      await new Promise((resolve) => stuck.close(resolve))
    }
  })

  it('uses a nonce once: the same signed message is refused the second time', async () => {
    const signed = await signedMessage(alice)
    expect((await verify(signed)).status).toBe(200)
    expect(await verify(signed)).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.nonce } })
  })

  it('takes a nonce once when two verifications race', async () => {
    const signed = await signedMessage(alice)
    const answers = await Promise.all([verify(signed), verify(signed), verify(signed)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
  })

  it('refuses a nonce it did not hand out, or handed to another project', async () => {
    const made = await signedMessage(alice, { nonce: 'abcdefgh12345678' })
    expect(await verify(made)).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.nonce } })
    const other = await signedMessage(alice, { nonce: await nonce('siwx-other') })
    expect(await verify(other)).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.nonce } })
  })

  it('refuses expired messages, messages issued in the future and messages not valid yet', async () => {
    const expired = await signedMessage(alice, {
      issuedAt: new Date(Date.now() - 2 * 60 * 60_000),
      expirationTime: new Date(Date.now() - 1000),
    })
    expect(await verify(expired)).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.expired } })
    const future = await signedMessage(alice, { issuedAt: new Date(Date.now() + 10 * 60_000) })
    expect(await verify(future)).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.future } })
    const notYet = await signedMessage(alice, { notBefore: new Date(Date.now() + 10 * 60_000) })
    expect(await verify(notYet)).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.notYet } })
    // A few seconds of clock drift are not a future message.
    expect((await verify(await signedMessage(alice, { issuedAt: new Date(Date.now() + 5000) }))).status).toBe(
      200,
    )
  })

  it("refuses a message for another domain, another origin's uri, or from no page at all", async () => {
    const wrongDomain = await signedMessage(alice, { domain: 'evil.example.com' })
    expect(await verify(wrongDomain)).toMatchObject({
      status: 400,
      body: { error: SIWX_ERRORS.domain('evil.example.com', HOST) },
    })
    const wrongScheme = await signedMessage(alice, { scheme: 'http' })
    expect(await verify(wrongScheme)).toMatchObject({
      status: 400,
      body: { error: SIWX_ERRORS.domain(`http://${HOST}`, DAPP) },
    })
    expect((await verify(await signedMessage(alice, { scheme: 'https' }))).status).toBe(200)
    const wrongUri = await signedMessage(alice, { uri: 'https://evil.example.com/' })
    expect(await verify(wrongUri)).toMatchObject({
      status: 400,
      body: { error: SIWX_ERRORS.uri('https://evil.example.com/', DAPP) },
    })
    const signed = await signedMessage(alice)
    expect(await verify(signed, { origin: null })).toMatchObject({
      status: 400,
      body: { error: SIWX_ERRORS.noOrigin },
    })
    // A page the project does not allow is refused before anything is read.
    expect((await verify(signed, { origin: 'https://evil.example.com' })).status).toBe(403)
    // The nonce was not spent by the refusals.
    expect((await verify(signed)).status).toBe(200)
  })

  it('refuses a chain the cloud does not serve', async () => {
    const signed = await signedMessage(alice, { chainId: 1 })
    expect(await verify(signed)).toMatchObject({
      status: 400,
      body: { error: SIWX_ERRORS.chain('eip155:1') },
    })
  })

  it("refuses another key's signature and text that is not EIP-4361", async () => {
    const message = (await signedMessage(alice)).message
    const signature = await bob.signMessage({ message })
    expect(await verify({ message, signature })).toMatchObject({
      status: 401,
      body: { error: SIWX_ERRORS.signature },
    })
    const junk = await verify({ message: 'hello', signature: await alice.signMessage({ message: 'hello' }) })
    expect(junk).toMatchObject({ status: 400, body: { error: SIWX_ERRORS.invalidMessage } })
    expect((await verify({ message })).status).toBe(400)
  })
})

describe('contract accounts, checked on the devnet', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const deployer = privateKeyToAccount(testAccounts[8]!.privateKey)
  const chain = () =>
    createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl, { retryCount: 0 }) })
  const wallet = () =>
    createWalletClient({ account: deployer, chain: hardhat, transport: http(devnet.rpcUrl) })

  it('verifies an ERC-1271 signature of a deployed account, and refuses a key that is not its owner', async () => {
    const hash = await wallet().deployContract({
      abi: AirlockTestSmartAccountAbi,
      bytecode: AirlockTestSmartAccountBytecode,
      args: [owner.address],
    })
    const account = getAddress((await chain().waitForTransactionReceipt({ hash })).contractAddress!)
    const asAccount = (signer: Signer): Signer => ({
      address: account,
      signMessage: (m) => signer.signMessage(m),
    })
    const answer = await verify(await signedMessage(asAccount(owner)))
    expect(answer.status).toBe(200)
    expect(answer.body.session?.data.accountAddress).toBe(account)
    expect(await verify(await signedMessage(asAccount(bob)))).toMatchObject({
      status: 401,
      body: { error: SIWX_ERRORS.signature },
    })
  })

  it('verifies an ERC-6492 signature of an account not yet deployed', async () => {
    const hash = await wallet().deployContract({
      abi: AirlockTestSmartAccountFactoryAbi,
      bytecode: AirlockTestSmartAccountFactoryBytecode,
    })
    const factory = (await chain().waitForTransactionReceipt({ hash })).contractAddress!
    const salt = toHex(7, { size: 32 })
    const account = await chain().readContract({
      address: factory,
      abi: AirlockTestSmartAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })
    expect(await chain().getCode({ address: account })).toBeUndefined()
    const data = encodeFunctionData({
      abi: AirlockTestSmartAccountFactoryAbi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const signed = await signedMessage(
      { address: account, signMessage: (m) => owner.signMessage(m) },
      { wrap: (signature) => serializeErc6492Signature({ address: factory, data, signature }) },
    )
    expect((await verify(signed)).status).toBe(200)
  })
})

describe('sessions', () => {
  it('answers the session for its token only, lists it for its own account, and revokes it', async () => {
    const { body } = await verify(await signedMessage(alice))
    const token = body.token!
    expect((await api('/v1/siwx/session', { origin: null })).status).toBe(401)
    expect(await api('/v1/siwx/session', { token: 'x'.repeat(43) })).toMatchObject({
      status: 401,
      body: { error: SIWX_ERRORS.noSession },
    })
    // Another project does not know the token.
    expect((await api('/v1/siwx/session', { token, project: 'siwx-other' })).status).toBe(401)

    const mine = await api(`/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`, { token })
    expect(mine.status).toBe(200)
    expect(mine.body.sessions).toHaveLength(1)
    expect(mine.body.sessions![0]).toMatchObject({ data: { accountAddress: alice.address } })
    const numeric = await api(`/v1/siwx/sessions?chainId=31337&address=${alice.address.toLowerCase()}`, {
      token,
    })
    expect(numeric.body.sessions).toHaveLength(1)
    const others = await api(`/v1/siwx/sessions?chainId=eip155:31337&address=${bob.address}`, { token })
    expect(others.body.sessions).toEqual([])
    const otherChain = await api(`/v1/siwx/sessions?chainId=eip155:1&address=${alice.address}`, { token })
    expect(otherChain.body.sessions).toEqual([])
    expect((await api(`/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`)).status).toBe(401)

    expect(await api('/v1/siwx/session', { method: 'DELETE', token })).toMatchObject({
      status: 200,
      body: { revoked: true },
    })
    expect((await api('/v1/siwx/session', { token })).status).toBe(401)
    expect((await api('/v1/siwx/session', { method: 'DELETE', token })).body.revoked).toBe(false)
  })

  it('ends a session at the expirationTime of its message', async () => {
    const { body } = await verify(await signedMessage(alice, { expirationTime: new Date(Date.now() + 1500) }))
    expect((await api('/v1/siwx/session', { token: body.token! })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect((await api('/v1/siwx/session', { token: body.token! })).status).toBe(401)
  })

  it('lets a page preflight DELETE with an Authorization header', async () => {
    const response = await fetch(`${cloud.url}/v1/siwx/session?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: {
        origin: DAPP,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization')
  })
})
