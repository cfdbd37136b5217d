import type { SharedProvider } from '@airlock/core'
import { type ReportedAddress, toBitcoinAccounts } from './accounts.ts'
import { base64ToBytes, bytesToBase64, signatureToBase64 } from './encoding.ts'
import { BitcoinWalletUnsupportedError } from './errors.ts'
import type { BitcoinAccount, BitcoinWallet } from './wallet.ts'

/**
 * The kit's WalletConnect provider for bip122, with the session's accounts. `sessionAccounts` (CAIP-10, on the
 * namespace's current chain) is what the wallet approved: `getAccountAddresses` needs one of them as
 * `account`, since WalletConnect names a bitcoin account by its first external address.
 */
export type Bip122SessionProvider = SharedProvider & {
  sessionAccounts?(): readonly string[]
  /** The bip122 methods the wallet approved; sendTransfer and signPsbt are offered only when listed. */
  sessionMethods?(): readonly string[]
}

interface AccountAddress {
  address?: unknown
  publicKey?: unknown
  intention?: unknown
  purpose?: unknown
}

function sessionAccountsOf(provider: Bip122SessionProvider): { account: string; chain: string }[] {
  const list = typeof provider.sessionAccounts === 'function' ? provider.sessionAccounts() : []
  return list.flatMap((caip10) => {
    const [namespace, chain, account] = caip10.split(':')
    return namespace === 'bip122' && chain && account ? [{ account, chain }] : []
  })
}

/**
 * The WalletConnect bip122 namespace seen as a BitcoinWallet: `getAccountAddresses` (payment and ordinal
 * intentions), `signMessage` with `protocol: 'bip322'`, and, when the wallet has them, `sendTransfer` and
 * `signPsbt` (some wallets approve only the first two methods).
 */
export function walletConnectBitcoinWallet(provider: Bip122SessionProvider): BitcoinWallet {
  // The session account every request names (its first external address).
  let account: string | undefined

  const approved = (method: string) =>
    typeof provider.sessionMethods !== 'function' || provider.sessionMethods().includes(method)

  async function request(method: string, params: Record<string, unknown>): Promise<unknown> {
    // Read at each request: the kit keeps one provider per namespace across sessions.
    if (!approved(method)) throw new BitcoinWalletUnsupportedError(method)
    try {
      return await provider.request({ method, params })
    } catch (error) {
      // The protocol client refuses a method the session did not approve before asking the wallet
      // ('Missing or invalid. request() method: …', code 5): that is "unsupported", so a send can use a PSBT.
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
      if (code === 5 && typeof message === 'string' && message.includes('request() method'))
        throw new BitcoinWalletUnsupportedError(method, { cause: error })
      throw error
    }
  }

  async function read(): Promise<{ accounts: BitcoinAccount[]; chain?: string } | undefined> {
    const [first] = sessionAccountsOf(provider)
    account = first?.account
    let reported: ReportedAddress[] = []
    try {
      const answer = (await request('getAccountAddresses', {
        ...(account ? { account } : {}),
        intentions: ['payment', 'ordinal'],
      })) as AccountAddress[] | null
      reported = (Array.isArray(answer) ? answer : []).flatMap((entry) =>
        typeof entry?.address === 'string'
          ? [
              {
                address: entry.address,
                purpose: entry.intention ?? entry.purpose,
                publicKey: entry.publicKey,
              },
            ]
          : [],
      )
    } catch (error) {
      // A wallet that cannot list its addresses still approved the session's: those pay.
      if (!first) throw error
    }
    if (reported.length === 0 && account) reported = [{ address: account, purpose: 'payment' }]
    const accounts = toBitcoinAccounts(reported)
    account ??= accounts[0]?.address
    if (accounts.length === 0) return undefined
    return { accounts, ...(first ? { chain: first.chain } : {}) }
  }

  return {
    async connect({ silent }) {
      if (silent) {
        const session = sessionAccountsOf(provider)
        const [first] = session
        // A reload restores from the session alone, as eip155 does: the wallet (often a phone) may be asleep.
        if (first) {
          account = first.account
          return {
            accounts: toBitcoinAccounts(session.map((s) => ({ address: s.account }))),
            chain: first.chain,
          }
        }
        return read().catch(() => undefined)
      }
      const result = await read()
      if (!result) throw new Error('The wallet approved no bitcoin account')
      return result
    },

    async signMessage({ address, message }) {
      const result = (await request('signMessage', {
        account: account ?? address,
        address,
        message,
        protocol: 'bip322',
      })) as { signature?: unknown } | null
      return signatureToBase64(result?.signature)
    },

    supports: approved,

    async sendTransfer({ from, to, amount }) {
      const result = (await request('sendTransfer', {
        account: account ?? from,
        recipientAddress: to,
        amount: amount.toString(),
        changeAddress: from,
      })) as { txid?: unknown } | null
      if (typeof result?.txid !== 'string') throw new Error('The wallet returned no txid')
      return result.txid
    },

    async signPsbt({ psbt, inputs }) {
      const result = (await request('signPsbt', {
        account: account ?? inputs[0]?.address,
        psbt: bytesToBase64(psbt),
        signInputs: inputs.map(({ address, index }) => ({ address, index })),
        broadcast: false,
      })) as { psbt?: unknown } | null
      if (typeof result?.psbt !== 'string') throw new Error('The wallet returned no signed PSBT')
      return base64ToBytes(result.psbt)
    },

    subscribe(events) {
      const onAccounts = (addresses: unknown) =>
        events.accountsChanged(
          (Array.isArray(addresses) ? addresses : []).flatMap((entry: unknown) =>
            typeof entry === 'string'
              ? [entry]
              : typeof (entry as AccountAddress)?.address === 'string'
                ? [(entry as { address: string }).address]
                : [],
          ),
        )
      const onChain = (reference: unknown) => {
        const value = String(reference)
        events.chainChanged(value.includes(':') ? (value.split(':')[1] as string) : value)
      }
      const onDisconnect = () => events.disconnect()
      provider.on('accountsChanged', onAccounts as never)
      provider.on('bip122_addressesChanged', onAccounts as never)
      provider.on('chainChanged', onChain as never)
      provider.on('disconnect', onDisconnect as never)
      return () => {
        provider.removeListener('accountsChanged', onAccounts as never)
        provider.removeListener('bip122_addressesChanged', onAccounts as never)
        provider.removeListener('chainChanged', onChain as never)
        provider.removeListener('disconnect', onDisconnect as never)
      }
    },
  }
}
