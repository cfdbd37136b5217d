import { type Hex, parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { useTestDatabases } from '../../test/databases.ts'
import { devnetOnrampChain, onrampClient, sandboxBrowser } from '../testkit.ts'
import {
  BANK_DELAY_MS,
  card,
  freshWallet,
  openSession,
  orderOf,
  PROJECT,
  sandboxOptions,
  settled,
  useSandboxDevnet,
} from './testkit.ts'

const databases = useTestDatabases()
const sandbox = useSandboxDevnet()

describe('a chain without a treasury', () => {
  it('still quotes (with a fallback gas), but fails a paid order naming the setting', async () => {
    const { treasuryKey: _key, ...onramp } = devnetOnrampChain(sandbox.devnet.rpcUrl).onramp!
    const bare = await startTestCloud({
      chains: [{ ...devnetOnrampChain(sandbox.devnet.rpcUrl), onramp }],
      indexer: false,
      onramp: { sandbox: sandboxOptions },
    })
    try {
      await bare.context.projects.create({ id: PROJECT })
      const client = onrampClient(() => bare.url, PROJECT)
      const { id } = await openSession(client, freshWallet())
      await sandboxBrowser(() => bare.onrampSandboxUrl as string).submit('/coinbase/pay', {
        order: id,
        ...card('4242424242424242'),
      })
      expect(await settled(client, id)).toMatchObject({
        status: 'failed',
        failureReason: 'The sandbox has no treasury on eip155:31337: the operator sets ONRAMP_TREASURY_KEY',
      })
    } finally {
      await bare.close()
    }
  })
})

describe('a cloud restarted mid-order', () => {
  const testRpc = (method: string, params: unknown[] = []) =>
    sandbox.chain.client.request({ method: method as 'eth_chainId', params: params as never })

  it('sends the stored delivery again and records it once, even when the node lost it', async () => {
    const database = await databases.options('postgres')
    const start = () =>
      startTestCloud({
        ...database,
        chains: [devnetOnrampChain(sandbox.devnet.rpcUrl)],
        indexer: false,
        onramp: { sandbox: sandboxOptions },
      })
    const first = await start()
    let second: Cloud | undefined
    try {
      await first.context.projects.create({ id: PROJECT })
      const client = onrampClient(() => first.url, PROJECT)
      const wallet = freshWallet()
      const { id, quote } = await openSession(client, wallet)
      const nonce = await sandbox.treasuryNonce()
      await testRpc('evm_setAutomine', [false])
      await sandboxBrowser(() => first.onrampSandboxUrl as string).submit('/coinbase/pay', {
        order: id,
        ...card('4242424242424242'),
      })
      // Signed, stored and broadcast, not mined: the cloud stops here.
      const hash = await vi.waitFor(
        async () => {
          const order = await orderOf(client, id)
          if (!order.transactionHash) throw new Error('not signed yet')
          return order.transactionHash as Hex
        },
        { timeout: 10_000, interval: 20 },
      )
      await vi.waitFor(async () => expect(await sandbox.treasuryNonce()).toBe(nonce + 1), {
        timeout: 5_000,
        interval: 20,
      })
      await first.close()
      // The node forgets it too: only the copy in the database is left.
      await testRpc('hardhat_dropTransaction', [hash])
      expect(await sandbox.treasuryNonce()).toBe(nonce)

      second = await start()
      const again = onrampClient(() => (second as Cloud).url, PROJECT)
      await vi.waitFor(async () => expect(await sandbox.treasuryNonce()).toBe(nonce + 1), {
        timeout: 10_000,
        interval: 20,
      })
      expect((await orderOf(again, id)).status).toBe('pending')
      await testRpc('evm_setAutomine', [true])
      await testRpc('evm_mine')
      const order = await settled(again, id)
      expect(order).toMatchObject({ status: 'completed', transactionHash: hash })
      expect(await sandbox.usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
      expect(await sandbox.treasuryNonce()).toBe(nonce + 1)
    } finally {
      await testRpc('evm_setAutomine', [true])
      await first.close()
      await second?.close()
    }
  })

  it('settles a bank transfer that came due while it was down', async () => {
    const database = await databases.options('postgres')
    const start = () =>
      startTestCloud({
        ...database,
        chains: [devnetOnrampChain(sandbox.devnet.rpcUrl)],
        indexer: false,
        onramp: { sandbox: sandboxOptions },
      })
    const first = await start()
    let second: Cloud | undefined
    try {
      await first.context.projects.create({ id: PROJECT })
      const client = onrampClient(() => first.url, PROJECT)
      const wallet = freshWallet()
      const { id, quote } = await openSession(client, wallet)
      await sandboxBrowser(() => first.onrampSandboxUrl as string).submit('/coinbase/pay', {
        order: id,
        method: 'ach_bank_account',
        bank_holder: 'Ada Lovelace',
      })
      await first.close()
      await new Promise((resolve) => setTimeout(resolve, BANK_DELAY_MS + 100))
      expect(await sandbox.usdcOf(wallet)).toBe(0n)
      second = await start()
      const order = await settled(
        onrampClient(() => (second as Cloud).url, PROJECT),
        id,
      )
      expect(order.status).toBe('completed')
      expect(await sandbox.usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    } finally {
      await first.close()
      await second?.close()
    }
  })
})
