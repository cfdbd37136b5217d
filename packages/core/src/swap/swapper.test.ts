import { afterEach, describe, expect, it } from 'vitest'
import { NoActiveCaipAddressError } from '../connect/errors.ts'
import { solana } from '../networks/index.ts'
import { atPar, CHAIN, setup, stopSwapKit, USER } from './swap.fixtures.ts'
import { swapper } from './swapper.ts'

afterEach(stopSwapKit)

describe('swapper', () => {
  it('is the connected eip155 account on the active network, with its connector', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    expect(swapper(airlock)).toMatchObject({
      address: USER,
      connectorId: 'dev.airlock.testwallet',
      caip: `${CHAIN}:${USER}`,
      network: expect.objectContaining({ caipNetworkId: CHAIN }),
    })
  })

  it('refuses without a connected eip155 account, or off an eip155 network', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    airlock.chain.setActiveCaipNetwork(solana)
    expect(() => swapper(airlock)).toThrow(NoActiveCaipAddressError)
    await airlock.disconnect()
    expect(() => swapper(airlock)).toThrow(NoActiveCaipAddressError)
  })
})
