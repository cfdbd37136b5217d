import { describe, expect, it, vi } from 'vitest'
import type { PayApi } from './api.ts'
import type { Holding } from './asset.ts'
import { createPayMarket, PAY_GAS_LIMIT } from './market.ts'

const USDC = 'eip155:31337/erc20:0x00000000000000000000000000000000000000aa'
const ETH = 'eip155:31337/slip44:60'
const asset = {
  caip19: USDC,
  network: 'eip155:31337' as const,
  symbol: 'USDC',
  decimals: 6,
  amountAtomic: 5n,
}

function fakeApi(answers: Partial<Pick<PayApi, 'price' | 'gasPrice'>>) {
  return {
    price: vi.fn(answers.price ?? (async () => undefined)),
    gasPrice: vi.fn(answers.gasPrice ?? (async () => 1n)),
  } as unknown as PayApi & { price: ReturnType<typeof vi.fn> }
}

const held = (caip19: string, price: number, iconUrl?: string): Holding => ({
  asset: caip19,
  symbol: 'T',
  decimals: 6,
  balance: 1n,
  price,
  iconUrl,
})

describe('createPayMarket', () => {
  it('takes the asset as the account holds it, asking the cloud nothing', async () => {
    const api = fakeApi({})
    const looks = await createPayMarket(api).looks(asset, [held(USDC, 1, 'http://cloud/usdc.svg')])
    expect(looks).toEqual({ price: 1, iconUrl: 'http://cloud/usdc.svg' })
    expect(api.price).not.toHaveBeenCalled()
  })

  it('asks the cloud once for a token the account does not hold; a failed ask is no price', async () => {
    const api = fakeApi({ price: async () => ({ price: 1, iconUrl: 'http://cloud/usdc.svg' }) })
    const market = createPayMarket(api)
    expect(await market.looks(asset, [held(ETH, 3000)])).toEqual({
      price: 1,
      iconUrl: 'http://cloud/usdc.svg',
    })
    await market.looks(asset, [])
    expect(api.price).toHaveBeenCalledTimes(1)
    const failing = createPayMarket(fakeApi({ price: async () => Promise.reject(new Error('down')) }))
    expect(await failing.looks(asset, [])).toBeUndefined()
  })

  it('keeps the gas of the costliest payment at the network’s price, and nothing when the price is unknown', async () => {
    expect(await createPayMarket(fakeApi({ gasPrice: async () => 2n })).reserve(asset)).toBe(
      2n * PAY_GAS_LIMIT,
    )
    const unknown = fakeApi({ gasPrice: async () => Promise.reject(new Error('down')) })
    expect(await createPayMarket(unknown).reserve(asset)).toBe(0n)
  })
})
