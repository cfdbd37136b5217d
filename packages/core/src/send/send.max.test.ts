import { afterEach, describe, expect, it } from 'vitest'
import { eth, kit, SENDER, sol, stopSendKits, usdc } from './send.fixtures.ts'
import { maxSendAmount } from './send.ts'

// Max: what the token can send, leaving the native fee.

afterEach(stopSendKits)

describe('maxSendAmount', () => {
  it('native: the balance less 1.2 times the fee of a plain transfer', async () => {
    const { airlock, callsOf } = await kit()
    // Fee 21,000 × 2 gwei = 42,000 gwei; reserve 50,400 gwei.
    expect(await maxSendAmount(airlock, eth('1'))).toBe('0.9999496')
    expect(callsOf('estimateGas')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      to: SENDER,
      value: 0n,
      data: '0x',
    })
    // A balance below the reserve leaves nothing to send.
    expect(await maxSendAmount(airlock, eth('0.00005'))).toBe('0')
  })

  it('ERC-20: the whole balance, without estimating', async () => {
    const { airlock, callsOf } = await kit()
    expect(await maxSendAmount(airlock, usdc('2.5'))).toBe('2.5')
    expect(callsOf('estimateGas')).toHaveLength(0)
  })

  it('the whole balance when the estimate fails, or when nothing can estimate', async () => {
    const failing = await kit({
      configure: (fake) => {
        fake.state.estimateGasError = new Error('node down')
      },
    })
    expect(await maxSendAmount(failing.airlock, eth('1.25'))).toBe('1.25')
    const unable = await kit({
      configure: (fake) => {
        delete fake.adapter.estimateGas
      },
    })
    expect(await maxSendAmount(unable.airlock, eth('1.25'))).toBe('1.25')
    const solanaKit = await kit({ namespace: 'solana' })
    expect(await maxSendAmount(solanaKit.airlock, sol('3'))).toBe('3')
    expect(solanaKit.callsOf('estimateGas')).toHaveLength(0)
  })
})
