import { describe, expect, it } from 'vitest'
import { createSmartAccountReader } from '../accounts/smartAccount.ts'
import type { PendingRequest } from '../store/walletState.ts'
import { smartDouble, testContext } from '../wallet/wallet.testkit.ts'
import { createBatches, type RequestBase } from './batches.ts'

const ID = `0x${'12'.repeat(32)}`

describe('EIP-5792 batches', () => {
  it('answers an id it never sent with the unknown-bundle error', async () => {
    const ctx = testContext()
    const batches = createBatches(ctx, createSmartAccountReader(ctx))
    await expect(batches.callsStatus([ID], 31337)).rejects.toMatchObject({ code: 5730 })
  })

  it('reads a user operation’s status from the bundler’s receipt', async () => {
    const receipt = {
      userOpHash: ID,
      success: true,
      receipt: {
        transactionHash: `0x${'ab'.repeat(32)}`,
        blockHash: `0x${'cd'.repeat(32)}`,
        blockNumber: '0x5',
        gasUsed: '0x5208',
        logs: [],
        status: '0x1',
      },
    }
    const ctx = testContext({}, { smart: smartDouble({ rawReceipt: async () => receipt }) })
    const batches = createBatches(ctx, createSmartAccountReader(ctx))
    const status = (await batches.callsStatus([ID], 31337)) as { id: string; status: number; atomic: boolean }
    expect(status).toMatchObject({ id: ID, status: 200, atomic: true })
  })

  it('refuses to send a batch it did not read when it arrived', async () => {
    const ctx = testContext()
    const batches = createBatches(ctx, createSmartAccountReader(ctx))
    const request = {
      id: 1,
      topic: 't',
      chainId: 'eip155:31337',
      method: 'wallet_sendCalls',
      params: [],
    } as PendingRequest
    await expect(batches.sendCalls(request, { chainId: 31337 } as RequestBase, '0x0')).rejects.toMatchObject({
      code: -32603,
    })
  })
})
