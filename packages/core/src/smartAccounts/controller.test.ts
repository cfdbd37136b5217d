import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/user.ts'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { json, type Recorded } from '../test/httpServer.ts'
import { parsePermissionsContext, revokeSessionTypedData, SmartAccountMessages } from './controller.ts'
import { WalletCapabilityError } from './errors.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const VALIDATOR = '0x2222222222222222222222222222222222222222'
const SESSION_ID = `0x${'ab'.repeat(32)}` as const
const PCI = `0x${'00'.repeat(12)}${VALIDATOR.slice(2)}${SESSION_ID.slice(2)}` as const
const USER_OP_HASH = `0x${'cd'.repeat(32)}` as const

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

type WalletAnswer = (params: unknown) => unknown

async function kit(
  wallet: Record<string, WalletAnswer>,
  cloud: (request: Recorded, res: ServerResponse) => boolean = () => false,
) {
  const requests: { method: string; params: unknown }[] = []
  const result = await connectedWithCloud(
    (request, res) => {
      if (!cloud(request, res)) json(res, 404, { error: 'Not found' })
    },
    (fake) => {
      fake.adapter.request = async ({ method, params }) => {
        requests.push({ method, params })
        const answer = wallet[method]
        if (!answer) throw Object.assign(new Error(`${method} unsupported`), { code: 4200 })
        return answer(params)
      }
    },
  )
  close = result.server.close
  return { ...result, requests }
}

describe('EIP-5792 through the connected wallet', () => {
  it('asks wallet_getCapabilities for the connected account and the active chain in hex', async () => {
    const { airlock, requests } = await kit({
      wallet_getCapabilities: () => ({ '0x7a69': { atomic: { status: 'supported' } } }),
    })
    const capabilities = await airlock.smartAccountActions.getCapabilities()
    expect(capabilities['0x7a69']?.atomic?.status).toBe('supported')
    expect(requests[0]).toEqual({ method: 'wallet_getCapabilities', params: [ADDRESS, ['0x7a69']] })
  })

  it("refuses without an account: 'Missing address parameter in wallet_getCapabilities'", async () => {
    const { airlock, requests } = await kit({ wallet_getCapabilities: () => ({}) })
    await airlock.disconnect()
    const error = await airlock.smartAccountActions.getCapabilities().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletCapabilityError)
    expect((error as WalletCapabilityError).shortMessage).toBe(
      'Missing address parameter in wallet_getCapabilities',
    )
    expect(requests).toEqual([])
  })

  it('sends wallet_sendCalls v2 with hex values and answers its id; a v1 string id is read too', async () => {
    let answer: unknown = { id: USER_OP_HASH }
    const { airlock, requests } = await kit({ wallet_sendCalls: () => answer })
    const to = '0x3333333333333333333333333333333333333333' as const
    const sent = await airlock.smartAccountActions.sendCalls({
      calls: [
        { to, value: 10n },
        { to, data: '0x1234' },
      ],
      atomicRequired: true,
      capabilities: { paymasterService: { url: 'http://127.0.0.1/pm' } },
    })
    expect(sent).toEqual({ id: USER_OP_HASH })
    expect(requests[0]?.params).toEqual([
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: ADDRESS,
        atomicRequired: true,
        calls: [
          { to, value: '0xa' },
          { to, data: '0x1234' },
        ],
        capabilities: { paymasterService: { url: 'http://127.0.0.1/pm' } },
      },
    ])
    answer = 'batch-1'
    expect(await airlock.smartAccountActions.sendCalls({ calls: [{ to }] })).toEqual({ id: 'batch-1' })
  })

  it('keeps a wallet 5700-5760 code on the error a dapp branches on', async () => {
    const { airlock } = await kit({
      wallet_sendCalls: () => {
        throw Object.assign(new Error('Atomicity not supported'), { code: 5760 })
      },
    })
    const error = await airlock.smartAccountActions
      .sendCalls({ calls: [{ to: ADDRESS }], atomicRequired: true })
      .catch((caught: unknown) => caught)
    expect((error as { code?: number }).code).toBe(5760)
  })

  it('polls wallet_getCallsStatus until the batch is final', async () => {
    let polls = 0
    const { airlock } = await kit({
      wallet_getCallsStatus: () => ({
        version: '2.0.0',
        id: 'b',
        chainId: '0x7a69',
        atomic: true,
        status: ++polls < 3 ? 100 : 200,
      }),
    })
    const status = await airlock.smartAccountActions.waitForCallsStatus('b')
    expect(status.status).toBe(200)
    expect(polls).toBe(3)
  })

  it("says 'Fetching call status not approved by the wallet' when the wallet refuses", async () => {
    const { airlock } = await kit({
      wallet_getCallsStatus: () => {
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      },
    })
    const error = await airlock.smartAccountActions.getCallsStatus('b').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletCapabilityError)
    expect((error as WalletCapabilityError).shortMessage).toBe(
      'Fetching call status not approved by the wallet',
    )
  })
})

describe('user operation receipts through the bundler route', () => {
  it('posts eth_getUserOperationReceipt with chainId and bundler, polling while it is null', async () => {
    let asked = 0
    const { airlock, server } = await kit({}, (request, res) => {
      if (request.url.pathname !== '/v1/bundler') return false
      asked++
      json(res, 200, {
        jsonrpc: '2.0',
        id: 1,
        result:
          asked < 2
            ? null
            : { userOpHash: USER_OP_HASH, success: true, receipt: { transactionHash: '0xtx' } },
      })
      return true
    })
    const receipt = await airlock.smartAccountActions.waitForUserOperationReceipt(USER_OP_HASH)
    expect(receipt.receipt.transactionHash).toBe('0xtx')
    const request = server.requests.find((r) => r.url.pathname === '/v1/bundler')!
    expect(request.url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(request.url.searchParams.get('bundler')).toBe('airlock')
    expect(request.url.searchParams.get('projectId')).toBe('p')
    expect(JSON.parse(request.body)).toMatchObject({
      method: 'eth_getUserOperationReceipt',
      params: [USER_OP_HASH],
    })
  })

  it("fails with 'Failed to fetch user operation receipt with status 503' when the route fails", async () => {
    const { airlock } = await kit({}, (request, res) => {
      if (request.url.pathname !== '/v1/bundler') return false
      json(res, 503, { error: 'Bundler unavailable' })
      return true
    })
    const error = await airlock.smartAccountActions
      .waitForUserOperationReceipt(USER_OP_HASH)
      .catch((caught: unknown) => caught)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe(
      'Failed to fetch user operation receipt with status 503',
    )
  })
})

describe('smart sessions (ERC-7715)', () => {
  it('reads a permissions context as validator and id, refusing anything else', () => {
    expect(parsePermissionsContext(PCI)).toEqual({ validator: VALIDATOR, id: SESSION_ID })
    expect(() => parsePermissionsContext('0x1234')).toThrow('Invalid permissions context')
  })

  it('grants through the wallet with the active chain and account filled in', async () => {
    const { airlock, requests } = await kit({
      wallet_grantPermissions: () => ({ expiry: 1, grantedPermissions: [], permissionsContext: PCI }),
    })
    const answer = await airlock.smartAccountActions.grantPermissions({
      expiry: 1,
      signer: { type: 'key', data: { id: ADDRESS } },
      permissions: [{ type: 'native-token-transfer', data: {} }],
    })
    expect(answer.permissionsContext).toBe(PCI)
    expect(requests[0]?.params).toEqual([
      {
        chainId: '0x7a69',
        address: ADDRESS,
        expiry: 1,
        signer: { type: 'key', data: { id: ADDRESS } },
        permissions: [{ type: 'native-token-transfer', data: {} }],
      },
    ])
  })

  it('lists sessions from the cloud, and revokes one with the account’s RevokeSession signature', async () => {
    let revoked = false
    const { airlock, server, requests } = await kit(
      { eth_signTypedData_v4: () => '0xsig' },
      (request, res) => {
        if (request.url.pathname === `/v1/sessions/${ADDRESS}`) {
          json(res, 200, { sessions: [{ pci: PCI, revoked }] })
          return true
        }
        if (request.url.pathname === `/v1/sessions/${ADDRESS}/revoke`) {
          revoked = true
          json(res, 200, { revoked: true, transactionHash: '0xtx' })
          return true
        }
        return false
      },
    )
    await airlock.smartAccountActions.loadSessions()
    expect(airlock.smartSessions.getState()).toMatchObject({ status: 'ready', sessions: [{ pci: PCI }] })
    expect(await airlock.smartAccountActions.revokeSession(PCI)).toBe(true)
    const [, typedData] = requests[0]!.params as [string, string]
    expect(JSON.parse(typedData)).toEqual(
      JSON.parse(
        JSON.stringify(
          revokeSessionTypedData({ chainId: 31337, validator: VALIDATOR, account: ADDRESS, id: SESSION_ID }),
        ),
      ),
    )
    const revoke = server.requests.find((r) => r.url.pathname.endsWith('/revoke'))!
    expect(JSON.parse(revoke.body)).toEqual({ pci: PCI, signature: '0xsig', chainId: 'eip155:31337' })
    expect(airlock.smartSessions.getState().sessions[0]?.revoked).toBe(true)
    expect(airlock.smartSessions.getState().revoking).toBeUndefined()
  })

  it('keeps the list and shows the error when the visitor declines the revoke signature', async () => {
    const { airlock } = await kit(
      {
        eth_signTypedData_v4: () => {
          throw new UserRejectedRequestError()
        },
      },
      (request, res) => {
        if (request.url.pathname !== `/v1/sessions/${ADDRESS}`) return false
        json(res, 200, { sessions: [{ pci: PCI, revoked: false }] })
        return true
      },
    )
    await airlock.smartAccountActions.loadSessions()
    expect(await airlock.smartAccountActions.revokeSession(PCI)).toBe(false)
    expect(airlock.smartSessions.getState().error).toBeTruthy()
    expect(airlock.smartSessions.getState().sessions).toHaveLength(1)
  })

  it('switches account types only for the embedded wallet', async () => {
    const { airlock } = await kit({})
    const error = await airlock.smartAccountActions
      .setPreferredAccountType('smartAccount')
      .catch((caught: Error & { shortMessage?: string }) => caught)
    expect((error as { shortMessage?: string }).shortMessage).toBe(SmartAccountMessages.ONLY_EMBEDDED)
  })
})
