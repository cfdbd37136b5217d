import { type Hex, hexToString, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Hardhat's well-known first development key (never funded anywhere real). */
export const TEST_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

type Listener = (...args: unknown[]) => void

/**
 * A small EIP-1193 wallet holding a real key: it signs personal_sign with viem's local account, grants and
 * revokes access, switches among its chains and emits the events a browser wallet emits.
 */
export function createKeyWallet(options: { chains: number[]; chainId?: number }) {
  const account = privateKeyToAccount(TEST_KEY)
  let chainId = options.chainId ?? options.chains[0]!
  let granted = false
  const listeners = new Map<string, Set<Listener>>()
  const calls: string[] = []
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      calls.push(method)
      const list = (params ?? []) as unknown[]
      switch (method) {
        case 'eth_requestAccounts':
          granted = true
          return [account.address]
        case 'wallet_requestPermissions':
          granted = true
          return [
            {
              parentCapability: 'eth_accounts',
              caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
            },
          ]
        case 'eth_accounts':
          return granted ? [account.address] : []
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'personal_sign': {
          const data = list[0] as Hex
          return account.signMessage({ message: isHex(data) ? { raw: data } : hexToString(data) })
        }
        case 'wallet_switchEthereumChain': {
          const next = Number((list[0] as { chainId: string }).chainId)
          if (!options.chains.includes(next))
            throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
          chainId = next
          emit('chainChanged', numberToHex(next))
          return null
        }
        case 'wallet_revokePermissions':
          granted = false
          return null
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    address: account.address,
    calls,
    emit,
    get chainId() {
      return chainId
    },
  }
}
