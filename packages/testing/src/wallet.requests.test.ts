import { testAccounts } from '@airlock/devnet'
import { devnetTokens } from '@airlock/devnet/contracts'
import {
  type Address,
  createWalletClient,
  custom,
  type Hex,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { createTestWallet, type TestWalletOptions } from './wallet.ts'

// Requests the wallet answers itself (accounts, signatures, policies, events): no node is reached, so the
// devnet's chain is given a loopback url nothing listens on.
const UNREACHED_RPC_URL = 'http://127.0.0.1:9'

const [alice, bob] = testAccounts as [(typeof testAccounts)[0], (typeof testAccounts)[0]]

function wallet(overrides: Partial<TestWalletOptions> = {}) {
  return createTestWallet({
    privateKeys: [alice.privateKey, bob.privateKey],
    chains: [
      { id: 31337, name: 'Airlock Devnet', rpcUrl: UNREACHED_RPC_URL },
      { id: 1, name: 'Ethereum' },
    ],
    ...overrides,
  })
}

async function connected(overrides: Partial<TestWalletOptions> = {}) {
  const w = wallet(overrides)
  await w.request({ method: 'eth_requestAccounts' })
  return w
}

/** Collects every event the wallet emits, in order. */
function record(w: ReturnType<typeof wallet>) {
  const seen: [string, unknown][] = []
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const) {
    w.on(event, (payload) => seen.push([event, payload]))
  }
  return seen
}

const usdc = devnetTokens.usdc.address as Address

describe('connecting', () => {
  it('exposes no account until eth_requestAccounts is approved, then emits connect and accountsChanged', async () => {
    const w = wallet()
    const events = record(w)
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(w.isConnected).toBe(false)

    const accounts = await w.request({ method: 'eth_requestAccounts' })
    expect(accounts).toEqual([alice.address, bob.address])
    expect(await w.request({ method: 'eth_accounts' })).toEqual([alice.address, bob.address])
    expect(w.isConnected).toBe(true)
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [alice.address, bob.address]],
    ])
    const [permission] = (await w.request({ method: 'wallet_getPermissions' })) as {
      parentCapability: string
    }[]
    expect(permission?.parentCapability).toBe('eth_accounts')

    // Asking again while connected answers at once, as real wallets do.
    w.setPolicy('eth_requestAccounts', 'reject')
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([alice.address, bob.address])
  })

  it('rejects with 4001 when the user declines', async () => {
    const w = wallet()
    w.setPolicy('eth_requestAccounts', 'reject')
    await expect(w.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(w.isConnected).toBe(false)
    expect(w.requests.at(-1)).toMatchObject({ method: 'eth_requestAccounts', outcome: 'rejected' })
  })

  it('holds a request under the hang policy until the test approves or rejects it', async () => {
    const w = wallet()
    w.setPolicy('*', 'hang')
    let settled = false
    const first = w.request({ method: 'eth_requestAccounts' }).finally(() => {
      settled = true
    })
    expect(w.pendingRequests).toEqual([
      { id: 1, method: 'eth_requestAccounts', params: undefined, outcome: 'pending' },
    ])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    expect(w.requests[0]?.outcome).toBe('pending')

    await w.approvePending(1)
    expect(await first).toEqual([alice.address, bob.address])
    expect(w.pendingRequests).toEqual([])

    const signing = w.request({ method: 'personal_sign', params: ['0x68690a', alice.address] })
    const [released] = await w.rejectPending()
    expect(released).toMatchObject({ method: 'personal_sign', outcome: 'rejected' })
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  it('approvePending() with nothing pending waits for the next held request', async () => {
    const w = wallet({ policies: { eth_requestAccounts: 'hang' } })
    const approval = w.approvePending()
    const request = w.request({ method: 'eth_requestAccounts' })
    expect((await approval).map((r) => r.method)).toEqual(['eth_requestAccounts'])
    expect(await request).toHaveLength(2)
    await expect(w.approvePending(undefined, { timeout: 20 })).rejects.toThrow(/none arrived within 20 ms/)
    await expect(w.approvePending(99)).rejects.toThrow(/no pending request with id 99/)
  })

  it('waitForRequest resolves on arrival, and with a request that is already held', async () => {
    const w = wallet({ policies: { eth_requestAccounts: 'hang' } })
    const waiting = w.waitForRequest({ method: 'eth_requestAccounts' })
    const request = w.request({ method: 'eth_requestAccounts' })
    expect(await waiting).toMatchObject({ method: 'eth_requestAccounts', outcome: 'pending' })
    expect(await w.waitForRequest({ method: 'eth_requestAccounts' })).toMatchObject({ id: 1 })
    await w.approvePending()
    await request
    await expect(w.waitForRequest({ method: 'personal_sign', timeout: 20 })).rejects.toThrow(/within 20 ms/)
  })

  it('wallet_requestPermissions connects and wallet_revokePermissions disconnects', async () => {
    const w = wallet()
    const events = record(w)
    const granted = await w.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(granted).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ value: [alice.address, bob.address] }] },
    ])
    expect(await w.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    expect(events.map(([event]) => event)).toEqual(['connect', 'accountsChanged', 'accountsChanged'])
  })

  it('refuses to set a policy on a method that never prompts', () => {
    // @ts-expect-error eth_chainId is not a prompted method
    expect(() => wallet().setPolicy('eth_chainId', 'reject')).toThrow(/never prompts/)
  })
})

describe('signing', () => {
  it('answers personal_sign with a signature viem verifies, for text and raw bytes', async () => {
    const w = await connected()
    const text = 'Sign in to Airlock'
    const hexSignature = (await w.request({
      method: 'personal_sign',
      params: [stringToHex(text), alice.address],
    })) as Hex
    expect(await verifyMessage({ address: alice.address, message: text, signature: hexSignature })).toBe(true)

    const raw = '0xdeadbeef' as const
    const rawSignature = (await w.request({ method: 'personal_sign', params: [raw, bob.address] })) as Hex
    expect(await verifyMessage({ address: bob.address, message: { raw }, signature: rawSignature })).toBe(
      true,
    )

    // Old dapps send [address, message]; wallets accept that too.
    const swapped = (await w.request({ method: 'personal_sign', params: [alice.address, text] })) as Hex
    expect(await verifyMessage({ address: alice.address, message: text, signature: swapped })).toBe(true)
  })

  it('answers eth_signTypedData_v4 with a signature viem verifies', async () => {
    const w = await connected()
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337, verifyingContract: usdc },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: alice.address, spender: bob.address, value: '1000000', nonce: 0 },
    } as const
    const signature = (await w.request({
      method: 'eth_signTypedData_v4',
      params: [alice.address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: alice.address,
        domain: typedData.domain,
        types,
        primaryType: 'Permit',
        message: { ...typedData.message, value: 1_000_000n, nonce: 0n },
        signature,
      }),
    ).toBe(true)

    await expect(
      w.request({
        method: 'eth_signTypedData_v4',
        params: [alice.address, { ...typedData, domain: { ...typedData.domain, chainId: 1 } }],
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('must match the active chainId'),
    })
  })

  it('refuses to sign with 4100 before the dapp is connected, or for an account it was not given', async () => {
    const w = wallet()
    await expect(
      w.request({ method: 'personal_sign', params: ['0x68690a', alice.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      w.request({ method: 'eth_sendTransaction', params: [{ from: alice.address, to: bob.address }] }),
    ).rejects.toMatchObject({ code: 4100 })
    await w.request({ method: 'eth_requestAccounts' })
    await expect(
      w.request({ method: 'personal_sign', params: ['0x68690a', testAccounts[5]!.address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('applies the policy to signing requests', async () => {
    const w = await connected()
    w.setPolicy('*', 'reject')
    await expect(
      w.request({ method: 'personal_sign', params: ['0x68690a', alice.address] }),
    ).rejects.toMatchObject({ code: 4001 })
    w.setPolicy('personal_sign', 'approve')
    await expect(
      w.request({ method: 'personal_sign', params: ['0x68690a', alice.address] }),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })
})

describe('other requests and wallet-side actions', () => {
  it('answers an unknown method with 4200', async () => {
    await expect(wallet().request({ method: 'eth_frobnicate' })).rejects.toMatchObject({
      code: 4200,
      message: expect.stringContaining('eth_frobnicate'),
    })
  })

  it('emits events for switchChain, setAccounts, selectAccount and disconnect', async () => {
    const w = await connected()
    const events = record(w)
    await w.switchChain(1)
    await w.setAccounts([1])
    await w.selectAccount(alice.address)
    await w.selectAccount(0)
    await w.disconnect()
    expect(events).toEqual([
      ['chainChanged', '0x1'],
      ['accountsChanged', [bob.address]],
      ['accountsChanged', [alice.address, bob.address]],
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'The provider is disconnected from all chains.' }],
    ])
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    await expect(w.switchChain(424242)).rejects.toThrow(/does not know chain 424242/)
  })

  it('logs every request with its outcome', async () => {
    const w = wallet()
    await w.request({ method: 'eth_chainId' })
    await w.request({ method: 'nope' }).catch(() => {})
    expect(w.requests).toEqual([
      { id: 1, method: 'eth_chainId', params: undefined, outcome: 'approved', result: '0x7a69' },
      {
        id: 2,
        method: 'nope',
        params: undefined,
        outcome: 'error',
        error: { code: 4200, message: expect.any(String), data: { method: 'nope' } },
      },
    ])
  })

  it('serves as a viem transport in Node', async () => {
    const w = wallet()
    const walletClient = createWalletClient({ transport: custom(w) })
    const [address] = await walletClient.requestAddresses()
    expect(address).toBe(alice.address)
    const signature = await walletClient.signMessage({ account: alice.address, message: 'from viem' })
    expect(await verifyMessage({ address: alice.address, message: 'from viem', signature })).toBe(true)
  })

  it('announces default EIP-6963 info, overridable per field', () => {
    const { info } = wallet()
    expect(info).toMatchObject({ name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' })
    expect(info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(wallet({ info: { name: 'Other' } }).info.name).toBe('Other')
  })
})
