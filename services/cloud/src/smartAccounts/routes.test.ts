import {
  type Devnet,
  devnetCloudErc4337,
  devnetCloudSmartAccounts,
  devnetErc4337,
  devnetTokens,
  startDevnet,
} from '@airlock/devnet'
import { AirlockSessionValidatorAbi, AirlockSmartAccountAbi } from '@airlock/devnet/contracts'
import { executeBatchData, userOpTools } from '@airlock/devnet/testing/user-ops'
import { type Address, encodeFunctionData, type Hex, keccak256, type LocalAccount, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { encodePermissionsContext } from './sessions.ts'

const PROJECT = 'sessions-test'
const CHAIN = 'eip155:31337'
const validator = devnetErc4337.sessionValidator
const usdc = devnetTokens.usdc.address

let devnet: Devnet
let cloud: Cloud
let tools: ReturnType<typeof userOpTools>
let owner: LocalAccount
let account: Address
const sessionKey = privateKeyToAccount(generatePrivateKey())
const shop = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    indexer: false,
    chains: [
      {
        caipNetworkId: CHAIN,
        rpcUrl: devnet.rpcUrl,
        erc4337: devnetCloudErc4337,
        smartAccounts: devnetCloudSmartAccounts,
      },
    ],
  })
  await cloud.context.projects.create({ id: PROJECT })
  tools = userOpTools(devnet.rpcUrl)
  ;({ owner, address: account } = await tools.deployedAccount({ eth: 10n ** 17n }))
})

afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const sessionsUrl = (address: string, suffix = '') =>
  `${cloud.url}/v1/sessions/${address}${suffix}?projectId=${PROJECT}&chainId=${CHAIN}`

/** One owner operation: install the validator (the first time) and enable a session. */
async function grant(id: Hex, validUntil: number, install: boolean) {
  const calls = [
    ...(install
      ? [
          {
            target: account,
            value: 0n,
            data: encodeFunctionData({
              abi: AirlockSmartAccountAbi,
              functionName: 'installModule',
              args: [1n, validator, '0x'],
            }),
          },
        ]
      : []),
    {
      target: validator,
      value: 0n,
      data: encodeFunctionData({
        abi: AirlockSessionValidatorAbi,
        functionName: 'enableSession',
        args: [
          id,
          {
            signer: sessionKey.address,
            validAfter: 0,
            validUntil,
            nativeLimit: 10n ** 16n,
            token: usdc,
            tokenLimit: 5_000_000n,
          },
          [
            { target: usdc, selector: '0xa9059cbb' },
            { target: shop, selector: '0x00000000' },
          ],
        ],
      }),
    },
  ]
  const op = await tools.buildOp({ sender: account, callData: executeBatchData(calls) })
  op.signature = await tools.signOp(op, owner)
  const { events } = await tools.handleOps([op])
  expect(events[0]?.success).toBe(true)
}

/** The owner's ERC-1271 signature (the account's EIP-712 AirlockMessage) of the validator's RevokeSession. */
async function revokeSignature(signer: LocalAccount, id: Hex) {
  const hash = await tools.client.readContract({
    address: validator,
    abi: AirlockSessionValidatorAbi,
    functionName: 'revokeHash',
    args: [account, id],
  })
  return signer.signTypedData({
    domain: { name: 'Airlock Smart Account', version: '1', chainId: 31337, verifyingContract: account },
    types: { AirlockMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockMessage',
    message: { hash },
  })
}

describe('GET /v1/sessions/{address}', () => {
  const first = keccak256(toHex('first session'))

  it('lists nothing for an account without sessions', async () => {
    const response = await fetchJson(sessionsUrl(account))
    expect(response).toMatchObject({ status: 200, body: { sessions: [] } })
  })

  it('lists a granted session with its signer, limits, token, calls and permissions context', async () => {
    await grant(first, 4_000_000_000, true)
    const { status, body } = await fetchJson<{ sessions: unknown[] }>(sessionsUrl(account))
    expect(status).toBe(200)
    expect(body.sessions).toEqual([
      {
        pci: encodePermissionsContext(validator, first),
        chainId: CHAIN,
        signer: sessionKey.address,
        validAfter: 0,
        validUntil: 4_000_000_000,
        revoked: false,
        native: { limit: '10000000000000000', spent: '0' },
        token: { address: usdc, symbol: 'USDC', decimals: 6, limit: '5000000', spent: '0' },
        permissions: [
          { target: usdc, selector: '0xa9059cbb', functionName: 'transfer' },
          { target: shop, selector: '0x00000000', functionName: 'send ether' },
        ],
      },
    ])
  })

  it('refuses a bad address, a chain without sessions and a missing project', async () => {
    expect((await fetchJson(sessionsUrl('0x1234'))).status).toBe(400)
    const other = await fetchJson(`${cloud.url}/v1/sessions/${account}?projectId=${PROJECT}&chainId=eip155:1`)
    expect(other).toMatchObject({ status: 400, body: { error: 'Smart sessions are not served on eip155:1' } })
    expect((await fetchJson(`${cloud.url}/v1/sessions/${account}?chainId=${CHAIN}`)).status).toBe(401)
  })
})

describe('POST /v1/sessions/{address}/revoke', () => {
  const second = keccak256(toHex('second session'))

  const revoke = (body: unknown) =>
    fetchJson<{ error?: string; revoked?: boolean; transactionHash?: Hex }>(sessionsUrl(account, '/revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuses a signature the account did not make, and leaves the session active', async () => {
    await grant(second, 0, false)
    const forged = await revokeSignature(privateKeyToAccount(generatePrivateKey()), second)
    const answer = await revoke({ pci: encodePermissionsContext(validator, second), signature: forged })
    expect(answer.status).toBe(401)
    expect(answer.body.error).toMatch(/did not sign/)
    const { body } = await fetchJson<{ sessions: { revoked: boolean }[] }>(sessionsUrl(account))
    expect(body.sessions.every((session) => !session.revoked)).toBe(true)
  })

  it('revokes on chain with the owner’s signature, relayed by the cloud; a second revoke is a conflict', async () => {
    const pci = encodePermissionsContext(validator, second)
    const signature = await revokeSignature(owner, second)
    const answer = await revoke({ pci, signature })
    expect(answer.status).toBe(200)
    expect(answer.body.revoked).toBe(true)
    const receipt = await tools.client.getTransactionReceipt({ hash: answer.body.transactionHash as Hex })
    expect(receipt.status).toBe('success')
    const [, , , revoked] = await tools.client.readContract({
      address: validator,
      abi: AirlockSessionValidatorAbi,
      functionName: 'getSession',
      args: [account, second],
    })
    expect(revoked).toBe(true)
    const { body } = await fetchJson<{ sessions: { pci: Hex; revoked: boolean }[] }>(sessionsUrl(account))
    expect(body.sessions.find((session) => session.pci === pci)?.revoked).toBe(true)
    expect((await revoke({ pci, signature })).status).toBe(409)
  })

  it('refuses another validator’s context, an unknown session and a malformed body', async () => {
    const elsewhere = encodePermissionsContext(shop, second)
    expect((await revoke({ pci: elsewhere, signature: `0x${'11'.repeat(65)}` })).status).toBe(400)
    const unknown = keccak256(toHex('never granted'))
    const signature = await revokeSignature(owner, unknown)
    expect((await revoke({ pci: encodePermissionsContext(validator, unknown), signature })).status).toBe(404)
    expect((await revoke({ pci: '0x12', signature })).status).toBe(400)
  })
})
