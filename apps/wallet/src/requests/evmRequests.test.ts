import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSmartAccountReader } from '../accounts/smartAccount.ts'
import { ACCOUNTS } from '../config.ts'
import type { PendingRequest } from '../store/walletState.ts'
import { SMART_ADDRESS, testContext } from '../wallet/wallet.testkit.ts'
import { createBatches } from './batches.ts'
import { createEvmRequests } from './evmRequests.ts'

const session = (address: string) => ({
  topic: 't',
  peer: { metadata: { name: 'Test Dapp' } },
  namespaces: {
    eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${address}`], methods: [], events: [] },
  },
})

function performer(state: Parameters<typeof testContext>[0] = {}) {
  const ctx = testContext(state)
  const smartAccount = createSmartAccountReader(ctx)
  const switched: number[] = []
  const perform = createEvmRequests(ctx, {
    smartAccount,
    batches: createBatches(ctx, smartAccount),
    selectNetwork: async (chainId) => {
      switched.push(chainId)
    },
  })
  return { perform, switched }
}

const request = (method: string, params: unknown, chainId = 'eip155:31337'): PendingRequest => ({
  id: 1,
  topic: 't',
  chainId,
  method,
  params,
})

describe('running an EVM request', () => {
  it('signs with the key the session exposes', async () => {
    const address = ACCOUNTS[1]?.address as `0x${string}`
    const { perform } = performer({ sessions: [session(address)] as never })
    const signature = (await perform(request('personal_sign', ['0x6869', address]))) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hi', signature })).toBe(true)
  })

  it('refuses to sign for a key the session does not expose (4100)', async () => {
    const { perform } = performer({ sessions: [session(ACCOUNTS[1]?.address as string)] as never })
    await expect(perform(request('personal_sign', ['0x6869', ACCOUNTS[0]?.address]))).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('answers the capabilities of the exposed account: atomic batches only for the smart account', async () => {
    const smart = performer({
      accountMode: 'smartAccount',
      smartAccount: { status: 'ready', address: SMART_ADDRESS, deployed: false },
      sessions: [session(SMART_ADDRESS)] as never,
    })
    const answer = (await smart.perform(request('wallet_getCapabilities', [SMART_ADDRESS]))) as Record<
      string,
      { atomic?: { status: string } }
    >
    expect(answer['0x7a69']?.atomic?.status).toBe('supported')
  })

  it('needs the smart account for permission grants', async () => {
    const { perform } = performer()
    await expect(perform(request('wallet_revokePermissions', [{}]))).rejects.toThrow(/smart account/i)
  })

  it('switches the wallet’s network when the dapp switches to a granted chain', async () => {
    const two = {
      ...session(ACCOUNTS[0]?.address as string),
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:10'],
          accounts: [`eip155:31337:${ACCOUNTS[0]?.address}`],
          methods: [],
          events: [],
        },
      },
    }
    const { perform, switched } = performer({ sessions: [two] as never })
    await perform(request('wallet_switchEthereumChain', [{ chainId: '0xa' }]))
    expect(switched).toEqual([10])
  })
})
