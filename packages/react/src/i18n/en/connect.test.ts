import { describe, expect, it } from 'vitest'
import { fill } from '../fill.ts'
import { connectMessages } from './connect.ts'
import { networksMessages } from './networks.ts'

// The English is the product's (e2e tests select by it): moving it into catalogues must not change a character.
describe('the connect and networks English', () => {
  const c = connectMessages.en
  const n = networksMessages.en

  it('fills the connect texts exactly as the views showed them', () => {
    expect(fill(c.continueIn, { name: 'Airlock Test Wallet' })).toBe('Continue in Airlock Test Wallet')
    expect(fill(c.scanWithWallet, { name: 'Rainbow' })).toBe('Scan this QR code with Rainbow')
    expect(fill(c.openWallet, { name: 'Rainbow' })).toBe('Open Rainbow')
    expect(fill(c.connectOn, { name: 'Phantom' })).toBe('Connect Phantom on')
    expect(fill(c.chooseNamespace, { name: 'Phantom' })).toBe(
      'Phantom works with several kinds of networks. Choose the one to connect.',
    )
    expect(fill(c.walletCountAtLeast, { count: '370' })).toBe('370+')
    expect([c.scanWithPhone, c.preparing, c.noWalletFound, c.noWalletMatches]).toEqual([
      'Scan this QR Code with your phone',
      'Preparing…',
      'No wallet found',
      'No Wallet found',
    ])
  })

  it('fills the networks texts exactly as the views showed them', () => {
    expect(fill(n.namespaceNetworks, { namespace: 'Solana' })).toBe('Solana networks')
    expect(n.unsupportedNetwork).toBe(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    )
  })
})
