import { afterEach, describe, expect, it } from 'vitest'
import { json, startTestServer } from '../test/httpServer.ts'
import { createCloudHttp } from './http.ts'
import { DEFAULT_PAYMENT_CURRENCIES, defaultOnrampOptions, fetchOnrampOptions } from './onrampOptions.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function optionsFrom(status: number, body: unknown) {
  const server = await startTestServer((_req, res) => json(res, status, body))
  close = server.close
  const http = createCloudHttp({ baseUrl: server.url, projectId: 'p' })
  return { options: await fetchOnrampOptions(http), server }
}

describe('onramp options (spec sections 3, 5, 7)', () => {
  it('the default list: USD Coin on chains 1 and 137; USD and EUR with card and bank limits', () => {
    const options = defaultOnrampOptions()
    expect(options.purchaseCurrencies).toHaveLength(1)
    expect(options.purchaseCurrencies[0]).toMatchObject({ name: 'USD Coin', symbol: 'USDC' })
    expect(options.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toEqual(['1', '137'])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies) {
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    }
  })

  it('hands out copies, so a caller cannot change the defaults', () => {
    defaultOnrampOptions().paymentCurrencies[0]!.payment_method_limits[0]!.max = '1'
    expect(defaultOnrampOptions().paymentCurrencies[0]?.payment_method_limits[0]?.max).toBe('7500.00')
    expect(DEFAULT_PAYMENT_CURRENCIES[0]?.payment_method_limits[0]?.max).toBe('7500.00')
  })

  it('uses the cloud’s answer, asking with st, sv and projectId', async () => {
    const answer = {
      purchaseCurrencies: [{ id: 'x', name: 'Ether', symbol: 'ETH', networks: [] }],
      paymentCurrencies: [{ id: 'GBP', payment_method_limits: [{ id: 'card', min: '5', max: '50' }] }],
    }
    const { options, server } = await optionsFrom(200, answer)
    expect(options).toEqual(answer)
    const asked = server.requests[0]!.url
    expect(asked.pathname).toBe('/v1/onramp/options')
    expect(['projectId', 'st', 'sv'].every((key) => asked.searchParams.has(key))).toBe(true)
  })

  it('falls back to the default list when the cloud fails or answers nonsense', async () => {
    expect((await optionsFrom(500, { error: 'down' })).options).toEqual(defaultOnrampOptions())
    await close?.()
    expect((await optionsFrom(200, { purchaseCurrencies: 'no' })).options).toEqual(defaultOnrampOptions())
  })
})
