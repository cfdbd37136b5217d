/** EIP-5792 / ERC-4337 / ERC-7715 shapes, as the kit hands them to and gets them from wallets and the cloud. */

export type Hex = `0x${string}`

/** One call of a batch (EIP-5792 `calls` entry). */
export interface WalletCall {
  to: Hex
  value?: bigint | undefined
  data?: Hex | undefined
}

/** EIP-5792 capabilities of one chain (atomic is v2, atomicBatch v1; a wallet may add its own). */
export interface ChainCapabilities {
  atomic?: { status: 'supported' | 'ready' | 'unsupported' }
  atomicBatch?: { supported: boolean }
  paymasterService?: { supported: boolean }
  permissions?: {
    supported: boolean
    signerTypes?: string[]
    permissionTypes?: string[]
    policyTypes?: string[]
  }
  [capability: string]: unknown
}

/** wallet_getCallsStatus (EIP-5792 v2): 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted. */
export interface CallsStatus {
  version: string
  id: string
  chainId: Hex
  status: number
  atomic: boolean
  receipts?: {
    logs: { address: Hex; data: Hex; topics: Hex[] }[]
    status: Hex
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

/** eth_getUserOperationReceipt (ERC-4337), as the cloud's bundler route answers it. */
export interface UserOperationReceipt {
  userOpHash: Hex
  entryPoint: Hex
  sender: Hex
  nonce: Hex
  paymaster?: Hex
  actualGasCost: Hex
  actualGasUsed: Hex
  success: boolean
  reason?: Hex
  logs: unknown[]
  receipt: { transactionHash: Hex; blockNumber: Hex; status: Hex; [field: string]: unknown }
}

/** An ERC-7715 permission (`contract-call`, `native-token-transfer`, `erc20-token-transfer`). */
export interface PermissionRequestItem {
  type: string
  data?: Record<string, unknown>
  policies?: { type: string; data?: Record<string, unknown> }[]
  required?: boolean
}

/** wallet_grantPermissions' request (ERC-7715): who may act, what, until when. */
export interface GrantPermissionsRequest {
  chainId?: Hex
  address?: Hex
  /** Unix seconds. */
  expiry: number
  signer: { type: 'key' | 'keys' | 'account'; data: Record<string, unknown> }
  permissions: PermissionRequestItem[]
}

/** wallet_grantPermissions' answer: `permissionsContext` is what wallet_sendCalls and revoke take. */
export interface GrantPermissionsResponse {
  expiry: number
  grantedPermissions: PermissionRequestItem[]
  permissionsContext: Hex
  signerData?: { userOpBuilder?: Hex; submitToAddress?: Hex }
  factory?: Hex
  factoryData?: Hex
}

/** One smart session as the cloud lists it (GET /v1/sessions/{address}). */
export interface SmartSession {
  /** The permissions context (pci) a revoke names. */
  pci: Hex
  chainId: string
  signer: Hex
  validAfter: number
  validUntil: number
  revoked: boolean
  native: { limit: string; spent: string }
  token?: { address: Hex; symbol?: string; decimals?: number; limit: string; spent: string }
  permissions: { target: Hex; selector: Hex; functionName?: string }[]
}
