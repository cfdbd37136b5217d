/*
 * The error catalogue: every alert and message the kit shows or throws. Strings are part of the product
 * surface (developers search for them, tests and the UI match on them), so change them only together with the
 * behaviour reference that quotes them (apps/docs/pages/reference/) and the tests.
 */

export type AlertVariant = 'error' | 'warning'

export interface Alert {
  /** Title of the alert banner. */
  readonly shortMessage: string
  /** Explanation aimed at the app developer, also written to the console. */
  readonly longMessage: string
  readonly variant: AlertVariant
}

export const Alerts = {
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'Project ID is missing. Configure projectId in the Airlock options to enable cloud features.',
    variant: 'error',
  },
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - make sure it is included in the networks you configured.',
    variant: 'error',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin not found on allowlist - add this origin to the allowed origins of your project.',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'There was an issue loading the embedded wallet. Please verify that your domain is allowed in your project settings.',
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid Project ID - update configuration.',
    variant: 'error',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again.',
    variant: 'error',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
    variant: 'error',
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'There was an issue doing the request to the embedded wallet. Please try again later.',
    variant: 'error',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'switch network not found',
    longMessage:
      'The requested network is not configured - add it to the networks you configured before switching to it.',
    variant: 'error',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    shortMessage: 'Local configuration ignored',
    longMessage:
      'Your local feature configuration was ignored because a remote configuration was fetched. Manage these features in your project settings.',
    variant: 'warning',
  },
} as const satisfies Record<string, Alert>

export type AlertKey = keyof typeof Alerts

/** Messages the relay/provider sends back, mapped to the alert we show for them. */
export const ProviderErrorAlerts = [
  { message: 'Unauthorized: origin not allowed', alert: 'INVALID_APP_CONFIGURATION' },
  { message: 'JWT validation error: JWT Token is not yet valid', alert: 'SESSION_EXPIRED' },
  { message: 'Unauthorized: invalid key', alert: 'INVALID_PROJECT_ID' },
] as const satisfies readonly { message: string; alert: AlertKey }[]

/**
 * The alert for a provider error message, if it is one we know. Matches by substring because
 * transports wrap the provider text (e.g. 'WebSocket closed: Unauthorized: invalid key').
 */
export function alertForProviderError(message: string): Alert | undefined {
  const match = ProviderErrorAlerts.find((entry) => message.includes(entry.message))
  return match ? Alerts[match.alert] : undefined
}

/** Reasons the embedded-wallet frame client passes to its timeout callback, and the alert each opens. */
export const EmbeddedWalletTimeoutAlerts = {
  iframe_load_failed: 'EMBEDDED_WALLET_LOAD_FAILED',
  iframe_request_timeout: 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
} as const satisfies Record<string, AlertKey>

export const ErrorMessages = {
  // Messages of actions and adapters.
  /** Reported with analytics event INTERNAL_SDK_ERROR. */
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  /** Toast when a balance fetch fails or the network is unsupported. */
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  /** A request waited for the connection the kit was restoring after a reload, and it did not come back in time. */
  CONNECTION_RESTORE_TIMEOUT: 'The wallet did not reconnect in time',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  /** The embedded wallet signed the visitor in, but its connection could not be taken up (AuthInitializationError). */
  AUTH_INITIALIZATION_FAILED: 'A problem occurred while trying initialize authentication',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  EMAIL_LOGIN_LOAD_FAILED: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  /** Fallback when the embedded-wallet frame answers an error without a message of its own. */
  CONNECTION_ALREADY_CLOSED: 'Connection already closed',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  UNKNOWN_ERROR: 'Unknown error',
  /** Our text for EIP-1193 4001 / 5000 when no better one is known. */
  USER_REJECTED_REQUEST: 'User rejected the request',

  // Names: what a failed names call says.
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTRATION_FAILED: 'Error registering name',
  NAME_RESOLUTION_FAILED: 'Error resolving name',

  // Protocol and wallet calls: a session used too early or off its namespaces, capabilities, batches, RPC.
  CONNECT_BEFORE_REQUEST: 'Please call connect() before request()',
  NAMESPACE_NOT_CONFIGURED: 'Namespace is not configured. Please call connect() first',
  MISSING_CAPABILITIES_ADDRESS: 'Missing address parameter in wallet_getCapabilities',
  CALL_STATUS_NOT_APPROVED: 'Fetching call status not approved by the wallet',
  NO_RPC_URL: 'No RPC url provided',

  // Validation and request messages shown to the user.
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  SIWE_AND_SIWX_CONFLICT: 'Cannot set both `siweConfig` and `siwx` options',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  /** UI text for RPC_CALL_NOT_ALLOWED. */
  ACTION_NOT_ALLOWED: 'Action not allowed',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',

  // Messages that carry a value.
  UNAVAILABLE_RPC_URL: (chain: string, url: string) => `Unavailable ${chain} RPC url at ${url}`,
  /** Smart accounts sign through a contract, which some apps cannot verify. */
  SIGNATURE_DECLINED_FOR: (isSmartAccount: boolean) =>
    isSmartAccount ? 'This application might not support Smart Accounts' : 'Signature declined',
  EMAIL_LOGIN_COOLDOWN: (remainingMs: number) =>
    `Please try again after ${Math.ceil(remainingMs / 1000)} seconds`,
  CHAIN_SWITCH_FAILED: (chainId: string | number) =>
    `Failed to switch to chain ${chainId}. The chain is not approved or the wallet does not support wallet_switchEthereumChain`,
  RPC_PROVIDER_NOT_FOUND: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  USER_OPERATION_RECEIPT_FAILED: (status: number) =>
    `Failed to fetch user operation receipt with status ${status}`,
} as const

/** JSON-RPC 2.0, EIP-1474 and EIP-1193 error codes. */
export const RpcErrorCode = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  VERSION_NOT_SUPPORTED: -32006,
  USER_REJECTED_REQUEST: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  /** Also "unrecognized chain": the wallet does not know the chain yet. */
  SWITCH_CHAIN_ERROR: 4902,
  /** WalletConnect's "user rejected"; treated like 4001. */
  USER_REJECTED: 5000,
  /** First and last of the EIP-5792 wallet capability and call-bundle codes. */
  WALLET_CAPABILITY_MIN: 5700,
  WALLET_CAPABILITY_MAX: 5760,
} as const

export const HttpStatusCode = {
  FORBIDDEN: 403,
  SERVICE_UNAVAILABLE: 503,
} as const

export function isWalletCapabilityErrorCode(code: number): boolean {
  return code >= RpcErrorCode.WALLET_CAPABILITY_MIN && code <= RpcErrorCode.WALLET_CAPABILITY_MAX
}

// Libraries wrap errors several times (viem: TransactionExecutionError -> InsufficientFundsError ->
// RpcRequestError). The cap also ends cyclic `cause` chains.
const MAX_CAUSE_DEPTH = 10

/** The error itself, then each nested `cause`, outermost first. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current = error
  while (current !== undefined && current !== null && chain.length < MAX_CAUSE_DEPTH) {
    chain.push(current)
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return chain
}

function readField(
  value: unknown,
  field: 'code' | 'message' | 'shortMessage' | 'details' | 'isUserRejection',
): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined
}

/** The first numeric `code` along the cause chain. */
export function getErrorCode(error: unknown): number | undefined {
  for (const link of causeChain(error)) {
    const code = readField(link, 'code')
    if (typeof code === 'number') return code
  }
  return undefined
}

/** True when the user declined in the wallet (4001 or 5000), however deeply the error is wrapped. */
export function isUserRejection(error: unknown): boolean {
  return causeChain(error).some((link) => {
    const code = readField(link, 'code')
    return code === RpcErrorCode.USER_REJECTED_REQUEST || code === RpcErrorCode.USER_REJECTED
  })
}

export interface NodeTransactionError {
  readonly name: string
  /** Matched against raw node messages, which differ between clients (geth, erigon, nethermind...). */
  readonly pattern: RegExp
  readonly describe: (match: RegExpExecArray) => string
}

export const NODE_TRANSACTION_ERRORS: readonly NodeTransactionError[] = [
  {
    name: 'ExecutionReverted',
    // geth and viem say 'execution reverted'; hardhat says 'Transaction reverted…' or 'reverted with reason string'.
    pattern:
      /(?:execution|transaction) reverted(?:(?: with reason)?:\s*(.+))?|reverted with reason string '(.+)'/i,
    describe: (match) => {
      const reason = (match[1] ?? match[2])?.trim().replace(/\.$/, '')
      return reason ? `Execution reverted: ${reason}` : 'Execution reverted for an unknown reason'
    },
  },
  {
    name: 'FeeCapTooHigh',
    pattern: /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i,
    describe: () => 'The fee cap (max fee per gas) is higher than the maximum allowed value',
  },
  {
    name: 'FeeCapTooLow',
    pattern:
      /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
    describe: () => 'The fee cap (max fee per gas) is lower than the block base fee',
  },
  {
    name: 'NonceTooHigh',
    pattern: /nonce too high/i,
    describe: () => 'The transaction nonce is higher than the next one expected',
  },
  {
    name: 'NonceTooLow',
    pattern: /nonce too low|transaction already imported|already known/i,
    describe: () => 'The transaction nonce is lower than the current nonce of the account',
  },
  {
    name: 'NonceMaxValue',
    pattern: /nonce has max value/i,
    describe: () => 'The transaction nonce exceeds the maximum allowed nonce',
  },
  {
    name: 'InsufficientFunds',
    pattern: /insufficient funds|exceeds transaction sender account balance/i,
    describe: () => 'Insufficient funds to pay for gas and value',
  },
  {
    name: 'IntrinsicGasTooHigh',
    pattern: /intrinsic gas too high|gas limit reached/i,
    describe: () => 'The gas limit of the transaction exceeds the block gas limit',
  },
  {
    name: 'IntrinsicGasTooLow',
    pattern: /intrinsic gas too low/i,
    describe: () => 'The gas limit of the transaction is too low',
  },
  {
    name: 'TransactionTypeNotSupported',
    pattern: /transaction type not (?:valid|supported)/i,
    describe: () => 'The transaction type is not supported by this network',
  },
  {
    name: 'TipAboveFeeCap',
    pattern: /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i,
    describe: () => 'The priority fee (tip) cannot be higher than the fee cap (max fee per gas)',
  },
]

function describeNodeError(text: string): string | undefined {
  for (const nodeError of NODE_TRANSACTION_ERRORS) {
    const match = nodeError.pattern.exec(text)
    if (match) return nodeError.describe(match)
  }
  return undefined
}

/** Texts an error carries, most readable first (viem and ethers put the short form in shortMessage). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return [readField(value, 'shortMessage'), readField(value, 'message'), readField(value, 'details')].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  )
}

/**
 * A message fit for a toast from any thrown value: user rejection first, then a known node
 * transaction error anywhere in the cause chain, then the outermost readable text. Only the first
 * line is kept because libraries append request dumps and doc links after it.
 */
export function parseErrorMessage(error: unknown): string {
  if (isUserRejection(error)) {
    // A typed refusal already says what was declined ('Signature declined', or the smart-account variant).
    const own = readField(error, 'shortMessage')
    return readField(error, 'isUserRejection') === true && typeof own === 'string'
      ? own
      : ErrorMessages.USER_REJECTED_REQUEST
  }
  const chain = causeChain(error)
  for (const link of chain) {
    for (const text of textsOf(link)) {
      const described = describeNodeError(text)
      if (described) return described
    }
  }
  for (const link of chain) {
    const [text] = textsOf(link)
    const firstLine = text?.trim().split('\n')[0]?.trim()
    if (firstLine) return firstLine
  }
  return ErrorMessages.UNKNOWN_ERROR
}
