import { afterEach, describe, expect, it } from 'vitest'
import { solana } from '../networks/index.ts'
import { estimateSendFee } from './fee.ts'
import {
  eth,
  kit,
  RECEIVER,
  SENDER,
  SOL_MINT,
  SOL_RECEIVER,
  SOL_SENDER,
  splUsdc,
  stopSendKits,
  USDC_CONTRACT,
  usdc,
} from './send.fixtures.ts'
import { ERC20_TRANSFER_ABI } from './send.ts'

// The network fee of the draft, for the review to show.

afterEach(stopSendKits)

describe('estimateSendFee', () => {
  it('stores the fee in native units with its USD value from the native token price', async () => {
    const { airlock, callsOf } = await kit()
    airlock.account.patch('eip155', { tokenBalance: [usdc('1'), eth('2')] })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await estimateSendFee(airlock)
    // 21,000 gas at 2 gwei.
    const { gasEstimate, gasEstimateError } = airlock.send.getState()
    expect(gasEstimate).toEqual({ fee: '0.000042', symbol: 'ETH', usd: expect.closeTo(0.126, 10) })
    expect(gasEstimateError).toBeUndefined()
    expect(callsOf('estimateGas')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      to: RECEIVER,
      value: 1_500_000_000_000_000_000n,
      data: '0x',
    })
  })

  it('estimates an ERC-20 transfer as the contract call', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '2', receiverAddress: RECEIVER })
    await estimateSendFee(airlock)
    expect(callsOf('estimateGas')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      contract: {
        address: USDC_CONTRACT,
        abi: ERC20_TRANSFER_ABI,
        functionName: 'transfer',
        args: [RECEIVER, 2_000_000n],
      },
    })
    // No native price known: no USD value.
    expect(airlock.send.getState().gasEstimate).toEqual({ fee: '0.000042', symbol: 'ETH', usd: undefined })
  })

  it('solana: the adapter prices the send itself, an SPL token with its mint (rent for a new token account included)', async () => {
    const { airlock, callsOf, fake } = await kit({ namespace: 'solana' })
    fake.state.gasEstimate = { gas: 2_044_683n, gasPrice: 1n }
    airlock.send.patch({ token: splUsdc(), sendTokenAmount: '1.5', receiverAddress: SOL_RECEIVER })
    await estimateSendFee(airlock)
    expect(callsOf('estimateTransferFee')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
      from: SOL_SENDER,
      to: SOL_RECEIVER,
      token: SOL_MINT,
      amount: 1_500_000n,
      decimals: 6,
    })
    expect(airlock.send.getState().gasEstimate).toEqual({ fee: '0.002044683', symbol: 'SOL', usd: undefined })
    expect(callsOf('estimateGas')).toHaveLength(0)
  })

  it('solana: the rent of the receiver’s new token account is kept apart, for the review to name', async () => {
    const { airlock, fake } = await kit({ namespace: 'solana' })
    fake.adapter.estimateTransferFee = async () => ({ total: 2_044_280n, rent: 2_039_280n })
    airlock.send.patch({ token: splUsdc(), sendTokenAmount: '1.5', receiverAddress: SOL_RECEIVER })
    await estimateSendFee(airlock)
    expect(airlock.send.getState().gasEstimate).toEqual({
      fee: '0.00204428',
      symbol: 'SOL',
      usd: undefined,
      rent: '0.00203928',
    })
  })

  it('keeps the parsed reason of a failed estimate and drops the old estimate', async () => {
    const { airlock, fake } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '2', receiverAddress: RECEIVER })
    await estimateSendFee(airlock)
    expect(airlock.send.getState().gasEstimate).toBeDefined()
    fake.state.estimateGasError = new Error('Estimate failed', {
      cause: { message: 'execution reverted: ERC20: transfer amount exceeds balance' },
    })
    await estimateSendFee(airlock)
    expect(airlock.send.getState()).toMatchObject({
      gasEstimate: undefined,
      gasEstimateError: 'Execution reverted: ERC20: transfer amount exceeds balance',
    })
    fake.state.estimateGasError = undefined
    await estimateSendFee(airlock)
    expect(airlock.send.getState()).toMatchObject({
      gasEstimateError: undefined,
      gasEstimate: { fee: '0.000042' },
    })
  })

  it('does nothing for an invalid draft or without a connection', async () => {
    const connected = await kit()
    connected.airlock.send.patch({ token: eth(), sendTokenAmount: '9', receiverAddress: RECEIVER })
    await estimateSendFee(connected.airlock)
    expect(connected.callsOf('estimateGas')).toHaveLength(0)
    expect(connected.airlock.send.getState().gasEstimate).toBeUndefined()

    const alone = await kit({ connect: false })
    alone.airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await estimateSendFee(alone.airlock)
    expect(alone.callsOf('estimateGas')).toHaveLength(0)
  })

  it('drops an estimate that arrives after the token changed', async () => {
    const { airlock, fake } = await kit()
    let answer: (value: { gas: bigint; gasPrice: bigint }) => void = () => {}
    fake.adapter.estimateGas = () =>
      new Promise((resolve) => {
        answer = resolve
      })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    const estimating = estimateSendFee(airlock)
    airlock.send.patch({ token: usdc() })
    answer({ gas: 1n, gasPrice: 1n })
    await estimating
    expect(airlock.send.getState().gasEstimate).toBeUndefined()
  })
})
