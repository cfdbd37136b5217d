import { chainCapabilities } from '@airlock/embedded-wallet/smart-account'
import { ProviderRpcError } from '@airlock/wallet-engine'
import { isAddress, isAddressEqual } from 'viem'

/**
 * wallet_getCapabilities (EIP-5792) for the reference wallet: params [address, chainIds?]. The smart account
 * answers atomic, paymasterService (where the chain is sponsored) and ERC-7715 permissions on the chains it
 * lives on; the EOA, and every other chain, answer atomic 'unsupported'. Keys are hex chain ids.
 */
export function capabilitiesAnswer(
  params: unknown,
  options: {
    /** The account the session exposes now (the smart account in smart-account mode). */
    address: string
    smartAccount: boolean
    /** The chains asked about when the dapp names none: the session's. */
    sessionChains: readonly number[]
    /** Chains with a smart account, and whether their operations are sponsored. */
    smartChains: readonly { chainId: number; sponsored: boolean }[]
  },
) {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw new ProviderRpcError(-32602, 'Missing address parameter in wallet_getCapabilities')
  if (!isAddressEqual(address, options.address as `0x${string}`))
    throw new ProviderRpcError(
      4100,
      'wallet_getCapabilities asks about an account this session does not expose',
    )
  const asked =
    Array.isArray(chainIds) && chainIds.length > 0
      ? chainIds.map((id) => {
          try {
            return Number(BigInt(id as string))
          } catch {
            throw new ProviderRpcError(-32602, `${String(id)} is not a chain id`)
          }
        })
      : options.sessionChains
  return Object.fromEntries(
    asked.map((chainId) => {
      const chain = options.smartAccount
        ? options.smartChains.find((item) => item.chainId === chainId)
        : undefined
      return [
        `0x${chainId.toString(16)}`,
        chainCapabilities({ smartAccount: chain !== undefined, paymaster: chain?.sponsored ?? false }),
      ]
    }),
  )
}

/** The capabilities wallet_sendCalls honours for the account (EIP-5792 names). */
export const SMART_SEND_CAPABILITIES = ['paymasterService', 'atomic', 'permissions'] as const
