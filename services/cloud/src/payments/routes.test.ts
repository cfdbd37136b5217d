import { devnetPayments, testAccounts } from '@airlock/devnet'
import { PAYMENT_INTENT_TYPES, type PaymentQuote } from '@airlock/protocol/cloud-api'
import { getAddress, keccak256, stringToHex, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { SECRET_KEY_FROM_BROWSER } from './secretKeyAuth.ts'
import { revokeSecretKey } from './secretKeys.ts'
import { DAI, DEVNET, ETH, SHOP_ORIGIN, USDC, usePaymentsCloud } from './testkit.ts'

const shop = usePaymentsCloud()
const recipient = testAccounts[8]!.address
const order = { recipient, asset: USDC, amount: '12.50', reference: 'order-1001' }

describe('POST /v1/payments', () => {
  it('creates an intent signed for the payments contract, the token read from the chain', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { status, body } = await shop.create(order)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      projectId: 'shop',
      status: 'created',
      network: DEVNET,
      recipient: recipient.toLowerCase(),
      asset: USDC,
      symbol: 'USDC',
      decimals: 6,
      amount: '12.50',
      amountAtomic: '12500000',
      reference: 'order-1001',
    })
    expect(body.id).toMatch(/^pay_[1-9A-HJ-NP-Za-km-z]{24}$/)
    const deadline = Number(body.onchain.deadline)
    expect(deadline - before).toBeGreaterThanOrEqual(3_600)
    expect(deadline - before).toBeLessThan(3_700)
    expect(new Date(body.expiresAt).getTime()).toBe(deadline * 1000)
    expect(body.onchain).toMatchObject({
      contract: devnetPayments.contract.toLowerCase(),
      id: keccak256(stringToHex(body.id)),
      token: USDC.split(':').pop(),
      amount: '12500000',
    })
    const valid = await verifyTypedData({
      address: devnetPayments.signer,
      domain: {
        name: 'Airlock Payments',
        version: '1',
        chainId: 31337,
        verifyingContract: devnetPayments.contract,
      },
      types: PAYMENT_INTENT_TYPES,
      primaryType: 'PaymentIntent',
      message: {
        id: body.onchain.id as `0x${string}`,
        recipient: getAddress(body.onchain.recipient),
        token: getAddress(body.onchain.token),
        amount: BigInt(body.onchain.amount),
        deadline: BigInt(body.onchain.deadline),
      },
      signature: body.onchain.signature as `0x${string}`,
    })
    expect(valid).toBe(true)
    const native = await shop.create({ ...order, asset: ETH, amount: '0.01', expiresIn: 60 })
    expect(native.status).toBe(201)
    expect(native.body).toMatchObject({ symbol: 'ETH', decimals: 18, amountAtomic: '10000000000000000' })
    expect(native.body.onchain.token).toBe('0x0000000000000000000000000000000000000000')
  })

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...order, recipient: '0x12' }, /^recipient: Expected an EVM address/],
      [{ ...order, asset: 'USDC' }, /^asset: Expected a CAIP-19 asset/],
      [
        { ...order, asset: 'eip155:1/slip44:60' },
        /^asset: payments are not taken on eip155:1 \(networks: eip155:31337\)/,
      ],
      [{ ...order, amount: '1.0000001' }, /^amount: The asset has 6 decimals: the amount has 7/],
      [{ ...order, amount: '0' }, /^amount: The amount must be more than 0/],
      [{ ...order, amount: 5 }, /^amount: Expected a decimal string/],
      [{ ...order, reference: '' }, /^reference: A reference is 1 to 200 characters/],
      [{ ...order, reference: 'x'.repeat(201) }, /^reference: A reference is 1 to 200 characters/],
      [{ ...order, expiresIn: 59 }, /^expiresIn: expiresIn is 60 to 604800 seconds/],
      [{ ...order, expiresIn: 604_801 }, /^expiresIn: expiresIn is 60 to 604800 seconds/],
      [{ ...order, extra: 1 }, /Unrecognized key\(s\) in object: 'extra'/],
      [{ recipient }, /^asset: Required/],
    ]
    for (const [body, error] of cases) {
      const answer = await shop.create(body)
      expect({ body, status: answer.status }).toEqual({ body, status: 400 })
      expect(answer.body.error).toMatch(error)
    }
  })

  it('answers 401 to a wrong or revoked key and 403 to a secret key sent from a browser', async () => {
    for (const key of ['', 'sk_wrong', shop.keys.shop.slice(0, -1)]) {
      const answer = await shop.create(order, key)
      expect(answer).toMatchObject({
        status: 401,
        body: { error: expect.stringMatching(/^Unauthorized: invalid secret key/) },
      })
    }
    // Node's fetch, which these calls use, sends sec-fetch-mode: cors itself: a server's call is not a browser's.
    const browsers: Record<string, string>[] = [
      { origin: SHOP_ORIGIN },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-dest': 'empty' },
    ]
    for (const headers of browsers) {
      const answer = await shop.create(order, shop.keys.shop, headers)
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe(SECRET_KEY_FROM_BROWSER)
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    }
    const { cloud } = shop
    const spare = await (await import('./secretKeys.ts')).issueSecretKey(cloud.db, 'shop')
    expect((await shop.create(order, spare)).status).toBe(201)
    await revokeSecretKey(cloud.db, spare.slice(0, 11))
    expect((await shop.create(order, spare)).status).toBe(401)
  })
})

describe('GET /v1/payments/{id}', () => {
  it('answers the project its own intent, by secret key or from the kit, and 404 to another project', async () => {
    const { body: created } = await shop.create(order)
    const bySecret = await shop.read(created.id)
    expect(bySecret).toMatchObject({ status: 200, body: created })
    const fromKit = await shop.kit(`/v1/payments/${created.id}`)
    expect(fromKit).toMatchObject({ status: 200, body: created })
    expect(fromKit.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN)

    expect(await shop.read(created.id, shop.keys.other)).toMatchObject({
      status: 404,
      body: { error: `No payment ${created.id}` },
    })
    expect((await shop.kit(`/v1/payments/${created.id}`, undefined, 'other')).status).toBe(403)
    expect((await shop.read('pay_111111111111111111111112')).status).toBe(404)
    expect((await shop.read('nope')).body.error).toMatch(/^id: Expected a payment id/)
    expect((await shop.read(created.id, 'sk_wrong')).status).toBe(401)
    const browser = await shop.read(created.id, shop.keys.shop, { origin: SHOP_ORIGIN })
    expect(browser.status).toBe(403)
    expect(browser.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('POST /v1/payments/quote', () => {
  it('quotes what another token or the native coin costs on the AMM, with the slippage on top', async () => {
    const quote = await shop.kit<PaymentQuote>('/v1/payments/quote', {
      asset: USDC,
      amountAtomic: '5000000',
      payWith: DAI,
    })
    expect(quote.status).toBe(200)
    expect(quote.body).toMatchObject({
      asset: USDC,
      amountAtomic: '5000000',
      payWith: DAI,
      slippageBps: 50,
      contract: devnetPayments.contract,
      router: devnetPayments.router,
    })
    expect(quote.body.path[0]).toBe(getAddress(DAI.split(':').pop()!))
    expect(quote.body.path.at(-1)).toBe(getAddress(USDC.split(':').pop()!))
    const amountIn = BigInt(quote.body.amountInAtomic)
    expect(amountIn).toBeGreaterThan(4n * 10n ** 18n)
    expect(BigInt(quote.body.maxAmountInAtomic)).toBe((amountIn * 10_050n + 9_999n) / 10_000n)

    const native = await shop.kit<PaymentQuote>('/v1/payments/quote', {
      asset: USDC,
      amountAtomic: '5000000',
      payWith: ETH,
      slippageBps: 100,
    })
    expect(native.status).toBe(200)
    expect(native.body.path[0]).toBe(devnetPayments.wrappedNative)
    expect(native.body.slippageBps).toBe(100)
  })

  it('refuses bad input naming the field, and calls without the project', async () => {
    const base = { asset: USDC, amountAtomic: '5000000', payWith: DAI }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, amountAtomic: '1.5' }, /^amountAtomic: Expected a positive integer/],
      [{ ...base, payWith: 'DAI' }, /^payWith: Expected a CAIP-19 asset/],
      [{ ...base, slippageBps: 501 }, /^slippageBps: slippageBps is 1 to 500/],
      [{ ...base, payWith: USDC }, /^payWith: this is the asset itself/],
      [
        {
          ...base,
          asset: 'eip155:1/slip44:60',
          payWith: 'eip155:1/erc20:0x0000000000000000000000000000000000000001',
        },
        /^asset: no swaps into payments on eip155:1/,
      ],
    ]
    for (const [body, error] of cases) {
      const answer = await shop.kit('/v1/payments/quote', body)
      expect({ body, status: answer.status }).toEqual({ body, status: 400 })
      expect(answer.body.error).toMatch(error)
    }
    expect((await shop.kit('/v1/payments/quote', base, 'nope')).status).toBe(401)
  })
})
