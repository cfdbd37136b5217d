import { afterEach, describe, expect, it, vi } from 'vitest'
import { solana } from '../networks/index.ts'
import { HASH, kit, SOL_MINT, SOL_RECEIVER, SOL_SENDER, sol, splUsdc, stopSendKits } from './send.fixtures.ts'
import { sendToken } from './send.ts'

// Sending on Solana: SOL in lamports, an SPL token through the adapter’s transferToken.

afterEach(stopSendKits)

describe('sendToken', () => {
  it('solana: sendTransaction with the amount in lamports; an SPL token is the adapter’s transferToken of its mint', async () => {
    const { airlock, callsOf, connector, events, toasts } = await kit({ namespace: 'solana' })
    airlock.send.patch({ token: sol(), sendTokenAmount: '0.25', receiverAddress: SOL_RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    expect(callsOf('sendTransaction')[0]?.params).toEqual({
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
      from: SOL_SENDER,
      to: SOL_RECEIVER,
      value: 250_000_000n,
    })
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[0]?.properties).toMatchObject({ token: 'SOL', network: solana.caipNetworkId })
    await vi.waitFor(() => expect(toasts).toEqual(['loading: Transaction pending', 'success: Sent 0.25 SOL']))

    airlock.send.patch({ token: splUsdc(), sendTokenAmount: '1.5', receiverAddress: SOL_RECEIVER })
    await sendToken(airlock)
    expect(callsOf('transferToken')[0]?.params).toEqual({
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
      from: SOL_SENDER,
      to: SOL_RECEIVER,
      token: SOL_MINT,
      amount: 1_500_000n,
      decimals: 6,
    })
    expect(callsOf('sendTransaction')).toHaveLength(1)
    expect(callsOf('writeContract')).toHaveLength(0)
    await vi.waitFor(() => expect(toasts.at(-1)).toBe('success: Sent 1.5 USDC'))
  })
})
