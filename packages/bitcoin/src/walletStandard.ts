import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { type ReportedAddress, toBitcoinAccounts } from './accounts.ts'
import { bitcoinChainOf, fromWalletStandardChain } from './chains.ts'
import { signatureToBase64 } from './encoding.ts'
import type { BitcoinAccount, BitcoinWallet } from './wallet.ts'

// Feature names: the Wallet Standard's bitcoin extension, and the shapes wallets ship (Magic Eden, Phantom,
// Reown's adapter). Inlined: the feature packages would only add types.
export const BITCOIN_CONNECT = 'bitcoin:connect'
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
export const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'
const STANDARD_CONNECT = 'standard:connect'
const STANDARD_DISCONNECT = 'standard:disconnect'
const STANDARD_EVENTS = 'standard:events'

type AnyFeature = Record<string, ((...args: never[]) => unknown) | unknown>

function feature(wallet: Wallet, name: string): AnyFeature | undefined {
  return (wallet.features as Record<string, AnyFeature | undefined>)[name]
}

function method<T>(
  wallet: Wallet,
  name: string,
  key: string,
): ((...inputs: unknown[]) => Promise<T>) | undefined {
  const fn = feature(wallet, name)?.[key]
  return typeof fn === 'function' ? (fn as (...inputs: unknown[]) => Promise<T>) : undefined
}

/**
 * Whether a Wallet Standard wallet speaks Bitcoin: `bitcoin:connect`, or `standard:connect` with a
 * `bitcoin:*` feature (wallets that grant their bitcoin accounts through the generic connect).
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  const names = Object.keys(wallet.features)
  if (names.includes(BITCOIN_CONNECT)) return true
  return names.includes(STANDARD_CONNECT) && names.some((name) => name.startsWith('bitcoin:'))
}

const isBitcoinAccount = (account: WalletAccount) =>
  !Array.isArray(account.chains) ||
  account.chains.length === 0 ||
  account.chains.some((chain) => chain.startsWith('bitcoin:'))

function reported(account: WalletAccount): ReportedAddress {
  const extra = account as WalletAccount & { purpose?: unknown; addressType?: unknown }
  return {
    address: account.address,
    purpose: extra.purpose,
    publicKey: account.publicKey,
    addressType: extra.addressType,
  }
}

/** Where the accounts are: the dapp's chain when they are on it, else the first bitcoin chain they name. */
function chainOf(accounts: readonly WalletAccount[], wanted: string | undefined): string | undefined {
  const chains = accounts.flatMap((account) => [...(account.chains ?? [])])
  const wantedChain = wanted ? bitcoinChainOf(wanted)?.walletStandard : undefined
  if (wantedChain && chains.includes(wantedChain)) return bitcoinChainOf(wanted as string)?.reference
  for (const chain of chains) {
    const id = fromWalletStandardChain(chain)
    if (id) return id.slice('bip122:'.length)
  }
  return undefined
}

/**
 * A Wallet Standard wallet seen as a BitcoinWallet: `bitcoin:connect` with both purposes (or
 * `standard:connect`), `bitcoin:signMessage` asked for BIP-322, `bitcoin:signTransaction` for PSBTs.
 */
export function walletStandardBitcoinWallet(wallet: Wallet): BitcoinWallet {
  // The WalletAccount objects the wallet granted: its signing features take them, not bare addresses.
  let granted: readonly WalletAccount[] = []

  function accountFor(address: string): WalletAccount {
    const account =
      granted.find((a) => a.address === address) ?? wallet.accounts.find((a) => a.address === address)
    if (!account) throw new Error(`The wallet has not granted ${address}`)
    return account
  }

  function result(accounts: readonly WalletAccount[], chain: string | undefined) {
    granted = accounts.filter(isBitcoinAccount)
    if (granted.length === 0) return undefined
    const list: BitcoinAccount[] = toBitcoinAccounts(granted.map(reported))
    return { accounts: list, chain: chainOf(granted, chain) }
  }

  const signTransaction = method<{ signedPsbt: Uint8Array }[]>(
    wallet,
    BITCOIN_SIGN_TRANSACTION,
    'signTransaction',
  )

  return {
    async connect({ silent, chain }) {
      if (silent) {
        if (wallet.accounts.some(isBitcoinAccount)) return result(wallet.accounts, chain)
        const standard = method<{ accounts: readonly WalletAccount[] }>(wallet, STANDARD_CONNECT, 'connect')
        if (!standard) return undefined
        const output = await standard({ silent: true })
        return result(output?.accounts ?? wallet.accounts, chain)
      }
      const bitcoin = method<{ accounts: readonly WalletAccount[] }>(wallet, BITCOIN_CONNECT, 'connect')
      const output = bitcoin
        ? await bitcoin({ purposes: ['payment', 'ordinals'] })
        : await method<{ accounts: readonly WalletAccount[] }>(wallet, STANDARD_CONNECT, 'connect')?.()
      const connected = result(output?.accounts?.length ? output.accounts : wallet.accounts, chain)
      if (!connected) throw new Error('The wallet returned no bitcoin account')
      return connected
    },

    async disconnect() {
      await method<void>(wallet, STANDARD_DISCONNECT, 'disconnect')?.()
    },

    async signMessage({ address, message }) {
      const sign = method<{ signature: Uint8Array | string }[]>(wallet, BITCOIN_SIGN_MESSAGE, 'signMessage')
      if (!sign) throw new Error('The wallet cannot sign messages')
      const [output] = await sign({
        account: accountFor(address),
        message: new TextEncoder().encode(message),
        protocol: 'bip322',
      })
      return signatureToBase64(output?.signature)
    },

    ...(signTransaction && {
      async signPsbt({ psbt, inputs, chain }) {
        const byAddress = new Map<string, number[]>()
        for (const { address, index } of inputs)
          byAddress.set(address, [...(byAddress.get(address) ?? []), index])
        const [output] = await signTransaction({
          psbt,
          inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({
            account: accountFor(address),
            signingIndexes,
          })),
          chain: bitcoinChainOf(chain)?.walletStandard,
        })
        if (!(output?.signedPsbt instanceof Uint8Array)) throw new Error('The wallet returned no signed PSBT')
        return output.signedPsbt
      },
    }),

    subscribe(events) {
      const on = method<never>(wallet, STANDARD_EVENTS, 'on') as
        | ((
            event: 'change',
            listener: (change: { accounts?: readonly WalletAccount[] }) => void,
          ) => () => void)
        | undefined
      if (!on) return () => {}
      return on('change', ({ accounts }) => {
        if (!accounts) return
        granted = accounts.filter(isBitcoinAccount)
        events.accountsChanged(toBitcoinAccounts(granted.map(reported)).map((a) => a.address))
      })
    },
  }
}
