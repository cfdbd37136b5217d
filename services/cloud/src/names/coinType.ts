/**
 * ENSIP-11 coin types of EVM chains: 60 is Ethereum mainnet (ENSIP-9's SLIP-44 number), any other EVM chain is
 * 0x80000000 | chainId, and 0x80000000 itself (chain 0) is ENSIP-19's default for every EVM chain.
 */
export const ETH_COIN_TYPE = 60
export const EVM_COIN_TYPE_FLAG = 0x80000000

/** The coin type of an EVM chain id (1 -> 60). */
export function coinTypeOfChain(chainId: number): number {
  if (chainId === 1) return ETH_COIN_TYPE
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new RangeError(`${chainId} is not an EVM chain id`)
  }
  return EVM_COIN_TYPE_FLAG + chainId
}

/** The EVM chain id a coin type names (60 -> 1, 0x80000000 -> 0: any chain); undefined for other coins. */
export function chainOfCoinType(coinType: number | bigint): number | undefined {
  const value = Number(coinType)
  if (value === ETH_COIN_TYPE) return 1
  if (Number.isInteger(value) && value >= EVM_COIN_TYPE_FLAG && value <= 0xffffffff) {
    return value - EVM_COIN_TYPE_FLAG
  }
  return undefined
}
