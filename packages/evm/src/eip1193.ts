/** The slice of EIP-1193 the adapter relies on. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
  isMetaMask?: boolean
  isCoinbaseWallet?: boolean
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The error shape wallets throw; some nest the real code (MetaMask mobile, WalletConnect bridges). */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown }
  if (typeof e.code === 'number') {
    const nested = e.data?.originalError?.code
    return e.code === -32603 && typeof nested === 'number' ? nested : e.code
  }
  return e.cause ? providerErrorCode(e.cause) : undefined
}
