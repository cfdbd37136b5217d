import { bytesToHex } from './encoding.ts'
import type { BitcoinAccount, BitcoinAddressPurpose } from './wallet.ts'

/** An address as a wallet reported it, before the adapter decided what it is for. */
export interface ReportedAddress {
  address: string
  purpose?: unknown
  publicKey?: unknown
  addressType?: unknown
}

function purposeOf(value: unknown): BitcoinAddressPurpose | undefined {
  if (typeof value !== 'string') return undefined
  const lower = value.toLowerCase()
  if (lower === 'payment') return 'payment'
  if (lower === 'ordinals' || lower === 'ordinal') return 'ordinals'
  return undefined
}

const isTaproot = (address: string) => /^(bc1p|tb1p|bcrt1p)/i.test(address)

function publicKeyHex(value: unknown): string | undefined {
  if (value instanceof Uint8Array) return value.length > 0 ? bytesToHex(value) : undefined
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{64,66}$/.test(value)
    ? value.replace(/^0x/, '').toLowerCase()
    : undefined
}

/**
 * Names what each granted address is for, payment first. Wallets that say (`purpose`, WalletConnect's
 * `intention`) are believed; for the rest, a taproot address next to a non-taproot one holds ordinals and the
 * first other address pays (Xverse's and Leather's layout). Duplicates are dropped.
 */
export function toBitcoinAccounts(reported: readonly ReportedAddress[]): BitcoinAccount[] {
  const unique = reported.filter(
    (entry, index) =>
      typeof entry.address === 'string' &&
      entry.address.length > 0 &&
      reported.findIndex((other) => other.address === entry.address) === index,
  )
  const stated = unique.map((entry) => purposeOf(entry.purpose))
  const anyNonTaproot = unique.some((entry) => !isTaproot(entry.address))
  const accounts = unique.map((entry, index): BitcoinAccount => {
    const purpose = stated[index] ?? (anyNonTaproot && isTaproot(entry.address) ? 'ordinals' : 'payment')
    const publicKey = publicKeyHex(entry.publicKey)
    return {
      address: entry.address,
      purpose,
      ...(publicKey ? { publicKey } : {}),
      ...(typeof entry.addressType === 'string' ? { addressType: entry.addressType } : {}),
    }
  })
  // Every connection has a payment address: with only ordinals named, the first one pays.
  if (accounts.length > 0 && !accounts.some((a) => a.purpose === 'payment')) {
    accounts[0] = { ...(accounts[0] as BitcoinAccount), purpose: 'payment' }
  }
  return [
    ...accounts.filter((a) => a.purpose === 'payment'),
    ...accounts.filter((a) => a.purpose !== 'payment'),
  ]
}
