import { WalletError } from '@airlock/core'
import { ErrorMessages } from '@airlock/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { toWalletStandardChain } from './chains.ts'
import { encodeBase58 } from './encoding.ts'
import { toSolanaWalletError } from './errors.ts'
import type { SignAndSendParams, SolanaSigner } from './session.ts'
import { featuresOf, solanaAccounts } from './standard.ts'

/**
 * Asks a Wallet Standard wallet for its Solana accounts (standard:connect). `silent` restores a grant without
 * a prompt; a wallet that would have to prompt answers with no accounts (or throws, which is read the same).
 */
export async function connectStandardWallet(wallet: Wallet, silent: boolean): Promise<string[]> {
  const connect = featuresOf(wallet)['standard:connect']
  if (!connect) throw new WalletError('The wallet cannot connect (no standard:connect)')
  if (silent) {
    const granted = solanaAccounts(wallet.accounts)
    if (granted.length > 0) return granted.map((a) => a.address)
    try {
      const { accounts } = await connect.connect({ silent: true })
      return solanaAccounts(accounts).map((a) => a.address)
    } catch {
      return []
    }
  }
  try {
    const { accounts } = await connect.connect()
    return solanaAccounts(accounts).map((a) => a.address)
  } catch (error) {
    throw toSolanaWalletError(error)
  }
}

/** Ends the wallet's grant when it supports standard:disconnect; a wallet that fails here is let go anyway. */
export async function disconnectStandardWallet(wallet: Wallet): Promise<void> {
  await featuresOf(wallet)
    ['standard:disconnect']?.disconnect()
    .catch(() => undefined)
}

/**
 * Follows the wallet's account changes (standard:events 'change'): the new Solana addresses, or none when the
 * wallet took access away. Returns the unsubscribe.
 */
export function watchStandardWallet(wallet: Wallet, onAccounts: (addresses: string[]) => void): () => void {
  const events = featuresOf(wallet)['standard:events']
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (accounts) onAccounts(solanaAccounts(accounts).map((a) => a.address))
  })
}

/** Signing and sending through a Wallet Standard wallet's solana:* features. */
export function standardSigner(wallet: Wallet): SolanaSigner {
  const features = featuresOf(wallet)
  return {
    async signMessage(address, message) {
      const feature = features['solana:signMessage']
      if (!feature) throw new WalletError('The wallet cannot sign messages (no solana:signMessage)')
      try {
        const [output] = await feature.signMessage({ account: accountOf(wallet, address), message })
        if (!output) throw new WalletError('The wallet returned no signature')
        return output.signature
      } catch (error) {
        throw toSolanaWalletError(error, ErrorMessages.SIGNATURE_DECLINED)
      }
    },

    async signAndSend({ address, network, transaction, broadcast }: SignAndSendParams) {
      const account = accountOf(wallet, address)
      const chain = toWalletStandardChain(network)
      const sendFeature = features['solana:signAndSendTransaction']
      const signFeature = features['solana:signTransaction']
      // The wallet sends through its own node only for a chain it says it knows; for any other (a local
      // chain, say) it signs and the adapter sends over the network's RPC.
      if (sendFeature && (account.chains.includes(chain) || !signFeature)) {
        const [output] = await sendFeature
          .signAndSendTransaction({ account, chain, transaction })
          .catch((error: unknown) => Promise.reject(toSolanaWalletError(error)))
        if (!output) throw new WalletError('The wallet returned no signature')
        return encodeBase58(output.signature)
      }
      if (!signFeature) throw new WalletError('The wallet cannot sign transactions')
      const [output] = await signFeature
        .signTransaction({ account, chain, transaction })
        .catch((error: unknown) => Promise.reject(toSolanaWalletError(error)))
      if (!output) throw new WalletError('The wallet returned no transaction')
      // The node's refusal (a failed preflight, say) is not the wallet's: it reaches the caller as the RPC said.
      return broadcast(output.signedTransaction)
    },
  }
}

function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((a) => a.address === address)
  if (!account) throw new WalletError(`The wallet no longer grants access to ${address}`)
  return account
}
