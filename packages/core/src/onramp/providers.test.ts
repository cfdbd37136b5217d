import type { OnRampProviderInfo } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { ONRAMP_PROVIDER_FEE_RANGE } from './constants.ts'
import {
  meldCheckoutUrl,
  ONRAMP_PROVIDERS,
  onRampProviderNames,
  providerSells,
  resolveProviders,
} from './providers.ts'

const meld: OnRampProviderInfo = {
  name: 'meld',
  label: 'Meld',
  type: 'url',
  feePercent: 1,
  sandbox: true,
  url: 'http://127.0.0.1:9000/meld/',
  publicKey: 'pk_sandbox_1',
}

describe('on-ramp providers', () => {
  it('keeps the remote list only when it is an array of strings', () => {
    expect(onRampProviderNames(['coinbase', 'meld'])).toEqual(['coinbase', 'meld'])
    expect(onRampProviderNames([])).toEqual([])
    for (const bad of ['coinbase', ['coinbase', 1], { coinbase: true }, null, undefined, true])
      expect(onRampProviderNames(bad)).toEqual([])
  })

  it('offers the cloud’s providers, narrowed to the remote list when there is one', () => {
    const cloud = [{ ...ONRAMP_PROVIDERS[0]!, sandbox: true }, meld]
    expect(resolveProviders(cloud, undefined).map((p) => p.name)).toEqual(['coinbase', 'meld'])
    expect(resolveProviders(cloud, ['meld']).map((p) => p.name)).toEqual(['meld'])
    expect(resolveProviders(cloud, [])).toEqual([])
    expect(resolveProviders(undefined, undefined).map((p) => p.name)).toEqual(['coinbase', 'meld'])
  })

  it('are two, with fees in the 1-2% range', () => {
    expect(ONRAMP_PROVIDERS).toHaveLength(2)
    for (const provider of ONRAMP_PROVIDERS) {
      expect(provider.feePercent).toBeGreaterThanOrEqual(ONRAMP_PROVIDER_FEE_RANGE.min)
      expect(provider.feePercent).toBeLessThanOrEqual(ONRAMP_PROVIDER_FEE_RANGE.max)
    }
  })

  it('puts the Meld-type parameters on its URL: USDC off Solana, SOL on it', () => {
    const params = {
      walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainNamespace: 'eip155',
      chainId: '31337',
      projectId: 'airlock-demo',
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
      externalSessionId: 'abc123',
    }
    const url = new URL(meldCheckoutUrl(meld, params))
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/meld/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_sandbox_1',
      destinationCurrencyCode: 'USDC',
      walletAddress: params.walletAddress,
      externalCustomerId: 'airlock-demo',
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
      externalSessionId: 'abc123',
      chainId: '31337',
    })
    const solana = new URL(meldCheckoutUrl(meld, { ...params, chainNamespace: 'solana' }))
    expect(solana.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(() => meldCheckoutUrl({ ...meld, url: undefined }, params)).toThrow(/no URL/)
  })

  it('knows a Meld-type checkout sells one currency, a Coinbase-type any', () => {
    expect(providerSells(meld, 'USDC')).toBe(true)
    expect(providerSells(meld, 'ETH')).toBe(false)
    expect(providerSells(meld, 'SOL', 'solana')).toBe(true)
    expect(providerSells(ONRAMP_PROVIDERS[0], 'ETH')).toBe(true)
  })
})
