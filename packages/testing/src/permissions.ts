import { invalidParams } from '@airlock/wallet-engine'

/** An EIP-2255 permission, the shape wallet_getPermissions and wallet_requestPermissions answer with. */
export interface Permission {
  parentCapability: string
  invoker: string
  caveats: { type: string; value: unknown }[]
  date: number
}

export function accountsPermission(accounts: string[], invoker: string, date: number): Permission {
  return {
    parentCapability: 'eth_accounts',
    invoker,
    caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
    date,
  }
}

/** The capabilities named in [{ eth_accounts: {} }]; only eth_accounts exists in this wallet. */
export function requestedCapabilities(method: string, params: unknown): string[] {
  const [request] = Array.isArray(params) ? params : []
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw invalidParams(`${method} expects [{ eth_accounts: {} }].`)
  }
  return Object.keys(request)
}

export function assertAccountsOnly(method: string, capabilities: string[]): void {
  const unknown = capabilities.filter((capability) => capability !== 'eth_accounts')
  if (unknown.length > 0 || capabilities.length === 0) {
    throw invalidParams(
      `${method}: this wallet only grants eth_accounts${unknown.length ? `, not ${unknown.join(', ')}` : ''}.`,
    )
  }
}
