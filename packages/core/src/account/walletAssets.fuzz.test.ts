import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidWalletAssets, walletAssetsToBalances } from './walletAssets.ts'

/*
 * A wallet's wallet_getAssets answer (EIP-7811) is outside input to the kit. The check accepts an answer of
 * the documented shape or refuses it (the kit then asks the cloud); an accepted answer converts to balances
 * whose amounts are decimal numbers, without throwing.
 */

const RUNS = fuzzRuns()
const CHAIN = 'eip155:1'

const balance = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map((value) => `0x${value.toString(16)}`),
  fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String),
  fc.constantFrom('', '0x', '-0x1', '1.5', 'abc', ' 12 ', '1e18', '0b101'),
  fc.string({ maxLength: 20 }),
)
const decimals = fc.oneof(
  fc.integer({ min: 0, max: 36 }),
  // 1e5 once froze the page for 16 s (a quadratic /0+$/): the check now refuses it.
  fc.constantFrom(-1, 1.5, Number.NaN, 1e308, 1e4, 1e5),
  fc.double(),
)

const asset = fc.record(
  {
    address: fc.oneof(fc.constant(`0x${'a'.repeat(40)}`), fc.string({ maxLength: 44 }), fc.jsonValue()),
    balance: fc.oneof(balance, fc.jsonValue()),
    type: fc.oneof(fc.constantFrom('ERC20', 'NATIVE'), fc.jsonValue()),
    metadata: fc.oneof(
      fc.record(
        {
          name: fc.oneof(fc.string({ maxLength: 10 }), fc.jsonValue()),
          symbol: fc.oneof(fc.string({ maxLength: 6 }), fc.jsonValue()),
          decimals: fc.oneof(decimals, fc.jsonValue()),
          price: fc.oneof(fc.double(), fc.jsonValue()),
          iconUrl: fc.oneof(fc.webUrl(), fc.jsonValue()),
          value: fc.oneof(fc.double(), fc.jsonValue()),
        },
        { requiredKeys: ['name', 'symbol', 'decimals', 'price', 'iconUrl'] },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: ['address', 'balance', 'type', 'metadata'] },
)

/** An answer: a list of assets of the documented shape or not, or any JSON. */
const answer: fc.Arbitrary<unknown> = fc.oneof(fc.array(asset, { maxLength: 4 }), fc.jsonValue())

/** Found by this property: each is accepted by the check, then throws or gives a wrong amount. */
const metadata = { name: 'T', symbol: 'T', decimals: 18, price: 1, iconUrl: '' }
const FOUND = [
  { address: `0x${'a'.repeat(40)}`, balance: 'abc', type: 'ERC20', metadata },
  {
    address: `0x${'a'.repeat(40)}`,
    balance: '0x10',
    type: 'ERC20',
    metadata: { ...metadata, decimals: 1e308 },
  },
  {
    address: `0x${'a'.repeat(40)}`,
    balance: '0x10',
    type: 'ERC20',
    metadata: { ...metadata, decimals: 1.5 },
  },
]

describe('wallet_getAssets answers under random input', () => {
  it('refuses the answers found to throw or convert wrongly, and converts long decimals in linear time', () => {
    for (const found of FOUND) expect(isValidWalletAssets([found])).toBe(false)
    const [tiny] = walletAssetsToBalances(
      [
        {
          address: `0x${'a'.repeat(40)}`,
          balance: '0x1',
          type: 'ERC20',
          metadata: { ...metadata, decimals: 255 },
        },
      ],
      CHAIN,
    )
    expect(tiny?.quantity.numeric).toBe(`0.${'0'.repeat(254)}1`)
  })

  it('an accepted answer converts to balances with decimal amounts, without throwing', () => {
    fc.assert(
      fc.property(answer, (assets) => {
        if (!isValidWalletAssets(assets)) return
        const balances = walletAssetsToBalances(assets, CHAIN)
        expect(balances).toHaveLength(assets.length)
        for (const item of balances) expect(item.quantity.numeric).toMatch(/^-?\d+(\.\d+)?$/)
      }),
      { numRuns: RUNS, examples: FOUND.map((asset): [unknown] => [[asset]]) },
    )
  })
})
