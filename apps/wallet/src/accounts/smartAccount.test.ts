import { describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { SMART_ADDRESS, smartDouble, testContext } from '../wallet/wallet.testkit.ts'
import { createSmartAccountReader } from './smartAccount.ts'

describe('the selected key’s smart account', () => {
  it('reads its address and whether it is deployed', async () => {
    const ctx = testContext({}, { smart: smartDouble({ isDeployed: async () => true }) })
    await createSmartAccountReader(ctx).load()
    expect(ctx.store.getState().smartAccount).toEqual({
      status: 'ready',
      address: SMART_ADDRESS,
      deployed: true,
    })
  })

  it('shows why it is unavailable, in readable words', async () => {
    const smart = smartDouble({
      account: async () => {
        throw new Error('Error: fetch failed')
      },
    })
    const ctx = testContext({}, { smart })
    await createSmartAccountReader(ctx).load()
    expect(ctx.store.getState().smartAccount).toEqual({ status: 'error', message: 'fetch failed' })
  })

  it('drops a read that a later one overtook (a fast account switch)', async () => {
    let release: (() => void) | undefined
    const smart = smartDouble({
      account: async (owner: { address: string }) => {
        if (owner.address === ACCOUNTS[0]?.address) await new Promise<void>((resolve) => (release = resolve))
        return {
          address:
            owner.address === ACCOUNTS[0]?.address
              ? '0x0000000000000000000000000000000000000001'
              : SMART_ADDRESS,
        }
      },
    })
    const ctx = testContext({}, { smart })
    const reader = createSmartAccountReader(ctx)
    const first = reader.load()
    ctx.store.setState({ accountIndex: 1 })
    await reader.load()
    release?.()
    await first
    expect(ctx.store.getState().smartAccount).toMatchObject({ status: 'ready', address: SMART_ADDRESS })
  })

  it('refuses a smart-account request off the devnet with 4901, naming the chain', async () => {
    const reader = createSmartAccountReader(testContext())
    await expect(reader.scope(1)).rejects.toMatchObject({
      code: 4901,
      message: expect.stringContaining('chain 1'),
    })
    const scope = await reader.scope(31337)
    expect(scope.account).toEqual({ address: SMART_ADDRESS })
    expect(scope.ops).toBe(reader.ops)
  })

  it('waits for the address only in smart-account mode', async () => {
    const eoa = testContext()
    await createSmartAccountReader(eoa).ready()
    expect(eoa.store.getState().smartAccount.status).toBe('loading')
    const smartMode = testContext({ accountMode: 'smartAccount' })
    await createSmartAccountReader(smartMode).ready()
    expect(smartMode.store.getState().smartAccount.status).toBe('ready')
  })
})
