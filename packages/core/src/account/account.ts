import type { ConnectResult } from '../adapter.ts'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'
import type { AirlockContext } from '../context.ts'
import type { AccountType, CaipAddress, CaipNetwork, ChainNamespace } from '../types.ts'

type TypedAccounts = NonNullable<ConnectResult['typedAccounts']>

/**
 * The type of an account a wallet did not name: bip122 addresses pay (a Bitcoin address is a payment
 * address), others are EOAs.
 */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return namespace === 'bip122' ? 'payment' : 'eoa'
}

/**
 * A wallet's word for an account's purpose as core's AccountType. WalletConnect's bip122 says `ordinal`
 * (its intention) where the Wallet Standard says `ordinals`; anything else unknown is the namespace's default.
 */
export function toAccountType(type: string, namespace: ChainNamespace): AccountType {
  switch (type) {
    case 'eoa':
    case 'smartAccount':
    case 'payment':
    case 'ordinals':
      return type
    case 'ordinal':
      return 'ordinals'
    default:
      return defaultAccountType(namespace)
  }
}

/**
 * The account a connection makes active: the adapter's `address`, except on bip122 where it is the payment
 * address when the wallet typed its accounts (an ordinals address holds inscriptions, it does not pay).
 */
export function activeAddressOf(namespace: ChainNamespace, result: ConnectResult): string {
  if (namespace !== 'bip122' || !result.typedAccounts) return result.address
  const pays = (account: { type: string }) => toAccountType(account.type, namespace) === 'payment'
  const named = result.typedAccounts.find((account) => account.address === result.address)
  if (!named || pays(named)) return result.address
  return result.typedAccounts.find(pays)?.address ?? result.address
}

/**
 * The account a wallet's new list makes active: its first, except on bip122 where it is the first that pays
 * by the types the kit knows (an address never named pays, as the Bitcoin adapter reads it).
 */
export function activeOfListed(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  addresses: readonly string[],
): string | undefined {
  if (namespace !== 'bip122') return addresses[0]
  const known = ctx.account.get(namespace)?.allAccounts ?? []
  const typeOf = (address: string) =>
    known.find((account) => account.address === address)?.type ?? defaultAccountType(namespace)
  return addresses.find((address) => typeOf(address) === 'payment') ?? addresses[0]
}

export function setAccount(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork | undefined,
  connector?: ConnectorInfo,
  typedAccounts?: TypedAccounts,
) {
  const explorer = network?.blockExplorers?.default.url
  const known = ctx.account.get(namespace)?.allAccounts ?? []
  const listed = ctx.connection.getState().connections[namespace]?.[0]?.accounts ?? []
  const previous = ctx.account.get(namespace)?.address
  // Another account's balances are not this one's: they are read again (the Tokens tab and refreshNativeBalance).
  const switched = previous !== undefined && previous.toLowerCase() !== address.toLowerCase()
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const knownType = (candidate: string) => known.find((account) => same(account.address, candidate))?.type
  const typed = typedAccounts?.length
    ? typedAccounts.map((account) => ({
        address: account.address,
        type: toAccountType(account.type, namespace),
      }))
    : undefined
  ctx.account.patch(namespace, {
    address,
    caipAddress: network ? (`${network.caipNetworkId}:${address}` as CaipAddress) : undefined,
    status: 'connected',
    addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    // The adapter's typed list when it gave one (bip122 payment and ordinals). Else a wallet that named its
    // accounts with their types (the embedded wallet's EOA and smart account) keeps that list when it switches
    // between them; otherwise the connection's accounts, each with the type it was known by or the default.
    allAccounts:
      typed ??
      (knownType(address) && listed.every((account) => knownType(account.address))
        ? known
        : listed.map((a) => ({
            address: a.address,
            type: knownType(a.address) ?? defaultAccountType(namespace),
          }))),
    ...(typed && {
      preferredAccountType:
        typed.find((account) => same(account.address, address))?.type ?? defaultAccountType(namespace),
    }),
    ...(switched && { tokenBalance: [], balance: undefined, balanceSymbol: undefined }),
    ...(connector && {
      connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns },
    }),
  })
}
