import { normalizeBitcoinAddress } from '../bitcoin/network.ts'
import { selectChains } from '../chains/select.ts'
import type { CloudContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { isSolanaAddress } from '../solana/address.ts'

/** A Solana or Bitcoin account a balance or history call asks about, with the configured chains to read. */
export interface NonEvmAccount {
  namespace: 'solana' | 'bip122'
  /** As the chain spells it: base58 for Solana, lower case for bech32 Bitcoin addresses. */
  address: string
  chainIds: string[]
}

const CAIP10_NON_EVM = /^((solana|bip122):[-_a-zA-Z0-9]{1,32}):([^:]+)$/

function namespaceOf(chainId: string | undefined): 'solana' | 'bip122' | undefined {
  if (chainId?.startsWith('solana:')) return 'solana'
  if (chainId?.startsWith('bip122:')) return 'bip122'
  return undefined
}

/**
 * Which Solana or Bitcoin account a balance or history call names: by its chainId (solana:… or bip122:…), a
 * CAIP-10 account (solana:<ref>:<address>), or, with neither, an address only Solana (base58 of 32 bytes) or
 * Bitcoin (an address of a configured network) can have. Undefined: an EVM call, left to the EVM route.
 * Throws HttpError 400 for an unconfigured chain or an address the chain cannot have.
 *
 * @example
 * nonEvmAccount(ctx, 'bcrt1q…', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
 * // { namespace: 'bip122', address: 'bcrt1q…', chainIds: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'] }
 */
export function nonEvmAccount(
  ctx: Pick<CloudContext, 'solanaChains' | 'bitcoinChains'>,
  account: string,
  chainId: string | undefined,
): NonEvmAccount | undefined {
  let address = account
  let wanted = chainId
  const caip = CAIP10_NON_EVM.exec(account)
  if (caip) {
    if (chainId !== undefined && chainId !== caip[1]) {
      throw new HttpError(400, `The account is on ${caip[1]} but chainId asks for ${chainId}`)
    }
    wanted = caip[1]
    address = caip[3]!
  }
  const named = namespaceOf(wanted)
  if (wanted !== undefined && !named) return undefined
  // A cloud serving no chain of the namespace answers as it always has (the EVM route's errors).
  if (named === 'solana' && ctx.solanaChains.size === 0) return undefined
  if (named === 'bip122' && ctx.bitcoinChains.size === 0) return undefined
  if (!named && address.startsWith('0x')) return undefined
  if (named === 'solana' || (!named && isSolanaAddress(address))) {
    if (!isSolanaAddress(address)) {
      throw new HttpError(400, `Invalid Solana address: ${address.slice(0, 100)} (base58 of 32 bytes)`)
    }
    return { namespace: 'solana', address, chainIds: selectChains(ctx.solanaChains, wanted) }
  }
  if (named === 'bip122') {
    const [id] = selectChains(ctx.bitcoinChains, wanted)
    const chain = ctx.bitcoinChains.get(id!)!
    const normalized = normalizeBitcoinAddress(address, chain.network)
    if (!normalized) {
      throw new HttpError(
        400,
        `Invalid Bitcoin address: ${address.slice(0, 100)} is not a ${chain.network} address`,
      )
    }
    return { namespace: 'bip122', address: normalized, chainIds: [id!] }
  }
  // No chain named: the Bitcoin networks whose address format this is.
  const matching = [...ctx.bitcoinChains.values()].flatMap((chain) => {
    const normalized = normalizeBitcoinAddress(address, chain.network)
    return normalized ? [{ id: chain.caipNetworkId, normalized }] : []
  })
  if (matching.length === 0) return undefined
  return { namespace: 'bip122', address: matching[0]!.normalized, chainIds: matching.map(({ id }) => id) }
}
