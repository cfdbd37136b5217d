import { afterEach, describe, expect, it, vi } from 'vitest'
import { HASH, kit, RECEIVER, SENDER, settled, stopSendKits, USDC_CONTRACT, usdc } from './send.fixtures.ts'
import { ERC20_TRANSFER_ABI, sendToken } from './send.ts'

// Sending an ERC-20 token: a transfer call to its contract, tracked and followed like a native send.

afterEach(stopSendKits)

describe('sendToken', () => {
  it('ERC-20: a transfer(receiver, amount) call to the token contract, amount in its 6 decimals', async () => {
    const { airlock, callsOf, connector } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    expect(callsOf('writeContract')).toHaveLength(1)
    expect(callsOf('writeContract')[0]?.params).toEqual({
      address: USDC_CONTRACT,
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [RECEIVER, 1_500_000n],
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
    })
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(ERC20_TRANSFER_ABI[0]).toMatchObject({
      name: 'transfer',
      inputs: [{ type: 'address' }, { type: 'uint256' }],
    })
    await settled(airlock)
  })

  it('ERC-20 on an adapter that cannot call contracts fails as unsupported', async () => {
    const { airlock, toasts, events, callsOf } = await kit({
      configure: (fake) => {
        delete fake.adapter.writeContract
      },
    })
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBeUndefined()
    expect(toasts).toEqual(['error: Unsupported chain'])
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
    expect(airlock.send.getState()).toMatchObject({
      loading: false,
      sendTokenAmount: '1',
      failed: { sendTokenAmount: '1', message: 'Unsupported chain' },
    })
  })

  it('tracks SEND_INITIATED, then SEND_SUCCESS with the hash', async () => {
    const { airlock, events } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    const properties = { isSmartAccount: false, token: USDC_CONTRACT, amount: '1.5', network: 'eip155:31337' }
    expect(events.map((e) => [e.event, e.properties])).toEqual([
      ['SEND_INITIATED', properties],
      ['SEND_SUCCESS', { ...properties, hash: HASH }],
    ])
    await settled(airlock)
  })

  it('a reverted transaction says nothing was sent', async () => {
    const { airlock, fake, toasts } = await kit()
    fake.state.waitForTransaction = async () => 'reverted'
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        'loading: Transaction pending',
        'error: Transaction reverted: nothing was sent',
      ]),
    )
    await settled(airlock)
  })
})
