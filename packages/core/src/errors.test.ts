import { describe, expect, it } from 'vitest'
import {
  Alerts,
  alertForProviderError,
  EmbeddedWalletTimeoutAlerts,
  ErrorMessages,
  getErrorCode,
  HttpStatusCode,
  isUserRejection,
  isWalletCapabilityErrorCode,
  NODE_TRANSACTION_ERRORS,
  ProviderErrorAlerts,
  parseErrorMessage,
  RpcErrorCode,
} from './errors.ts'

describe('Alerts', () => {
  it.each([
    ['PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured'],
    ['NETWORK_NOT_FOUND', 'Network Not Found'],
    ['INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['UNVERIFIED_DOMAIN', 'Invalid App Configuration'],
    ['INVALID_PROJECT_ID', 'Invalid App Configuration'],
    ['SESSION_EXPIRED', 'Session Expired'],
    ['EMBEDDED_WALLET_LOAD_FAILED', 'Network Error - Could not load embedded wallet'],
    ['EMBEDDED_WALLET_REQUEST_TIMEOUT', 'Embedded Wallet Request Timed Out'],
    ['SWITCH_NETWORK_NOT_FOUND', 'switch network not found'],
    ['LOCAL_CONFIGURATION_IGNORED', 'Local configuration ignored'],
  ] as const)('%s is titled %j', (key, shortMessage) => {
    expect(Alerts[key].shortMessage).toBe(shortMessage)
  })

  it('lists exactly the section 8 alerts', () => {
    expect(Object.keys(Alerts)).toHaveLength(10)
  })

  it.each([
    ['PROJECT_ID_NOT_CONFIGURED', /^Project ID is missing\. Configure projectId/],
    ['NETWORK_NOT_FOUND', /not found.*networks you configured/],
    ['INVALID_APP_CONFIGURATION', /Origin not found on allowlist/],
    ['UNVERIFIED_DOMAIN', /verify that your domain is allowed/],
    ['INVALID_PROJECT_ID', /Invalid Project ID - update configuration/],
    ['SESSION_EXPIRED', /Invalid session.*check your time settings and connect again/],
    ['EMBEDDED_WALLET_LOAD_FAILED', /try again later/],
    ['EMBEDDED_WALLET_REQUEST_TIMEOUT', /try again later/],
    ['SWITCH_NETWORK_NOT_FOUND', /not configured/],
    ['LOCAL_CONFIGURATION_IGNORED', /remote configuration/],
  ] as const)('%s explains itself in its long message', (key, pattern) => {
    expect(Alerts[key].longMessage).toMatch(pattern)
  })

  it('is an error except the local-configuration warning', () => {
    const warnings = Object.entries(Alerts)
      .filter(([, alert]) => alert.variant === 'warning')
      .map(([key]) => key)
    expect(warnings).toEqual(['LOCAL_CONFIGURATION_IGNORED'])
  })
})

describe('provider error alerts', () => {
  it.each([
    ['Unauthorized: origin not allowed', Alerts.INVALID_APP_CONFIGURATION],
    ['JWT validation error: JWT Token is not yet valid', Alerts.SESSION_EXPIRED],
    ['Unauthorized: invalid key', Alerts.INVALID_PROJECT_ID],
  ])('maps %j', (message, alert) => {
    expect(alertForProviderError(message)).toBe(alert)
  })

  it('finds the provider text inside a wrapped message', () => {
    expect(alertForProviderError('WebSocket connection closed: Unauthorized: invalid key')).toBe(
      Alerts.INVALID_PROJECT_ID,
    )
  })

  it('returns undefined for other messages', () => {
    expect(alertForProviderError('Unauthorized')).toBeUndefined()
    expect(alertForProviderError('')).toBeUndefined()
  })

  it('has one entry per provider message', () => {
    expect(ProviderErrorAlerts).toHaveLength(3)
  })

  it('maps the frame timeout reasons to the embedded wallet alerts', () => {
    expect(Alerts[EmbeddedWalletTimeoutAlerts.iframe_load_failed]).toBe(Alerts.EMBEDDED_WALLET_LOAD_FAILED)
    expect(Alerts[EmbeddedWalletTimeoutAlerts.iframe_request_timeout]).toBe(
      Alerts.EMBEDDED_WALLET_REQUEST_TIMEOUT,
    )
  })
})

describe('ErrorMessages', () => {
  it.each([
    ['FAILED_TO_DISCONNECT', 'Failed to disconnect'],
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['SWAPS_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps'],
    ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['NO_ACTIVE_CAIP_NETWORK_OR_CLIENT', 'No ActiveCaipNetwork or client found'],
    ['NO_CONNECTION_CLIENT', 'No ConnectionController client found'],
    ['SIGNATURE_DECLINED', 'Signature declined'],
    ['SMART_ACCOUNT_NOT_SUPPORTED', 'This application might not support Smart Accounts'],
    ['AUTH_INITIALIZATION_FAILED', 'A problem occurred while trying initialize authentication'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
    ['WALLET_CONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'],
    ['ADAPTER_NOT_FOUND', 'Adapter not found'],
    ['CAIP_NETWORK_OR_ADDRESS_UNDEFINED', 'CaipNetwork or CaipAddress is undefined'],
    ['EMAIL_LOGIN_LOAD_FAILED', 'Unable to load email login dependency'],
    ['REQUEST_ABORTED', 'Request was aborted'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['CONNECTION_ALREADY_CLOSED', 'Connection already closed'],
    ['INVALID_CAIP_ADDRESS', 'Invalid CAIP Address'],
    ['INVALID_CAIP10_ADDRESS', 'Invalid CAIP-10 address'],
    ['INVALID_CAIP2_NETWORK_ID', 'Invalid CAIP-2 network id'],
    ['UNKNOWN_ERROR', 'Unknown error'],
    ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
    ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
    ['NAME_REGISTRATION_FAILED', 'Error registering name'],
    ['NAME_RESOLUTION_FAILED', 'Error resolving name'],
    ['CONNECT_BEFORE_REQUEST', 'Please call connect() before request()'],
    ['NAMESPACE_NOT_CONFIGURED', 'Namespace is not configured. Please call connect() first'],
    ['MISSING_CAPABILITIES_ADDRESS', 'Missing address parameter in wallet_getCapabilities'],
    ['CALL_STATUS_NOT_APPROVED', 'Fetching call status not approved by the wallet'],
    ['NO_RPC_URL', 'No RPC url provided'],
    ['SEND_AMOUNT_AND_RECEIVER_REQUIRED', 'An amount and receiver address are required'],
    ['SEND_TOKEN_REQUIRED', 'A token is required'],
    ['SIWE_AND_SIWX_CONFLICT', 'Cannot set both `siweConfig` and `siwx` options'],
    ['RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed'],
    ['ACTION_NOT_ALLOWED', 'Action not allowed'],
    ['FAILED_TO_FETCH_TRANSACTIONS', 'Failed to fetch transactions'],
    ['USER_REJECTED_REQUEST', 'User rejected the request'],
  ] as const)('%s is %j', (key, message) => {
    expect(ErrorMessages[key]).toBe(message)
  })

  it('fills in the chain and url of an unavailable RPC', () => {
    expect(ErrorMessages.UNAVAILABLE_RPC_URL('eip155', 'https://rpc.example')).toBe(
      'Unavailable eip155 RPC url at https://rpc.example',
    )
  })

  it('says smart accounts may be unsupported instead of "declined" for a smart account', () => {
    expect(ErrorMessages.SIGNATURE_DECLINED_FOR(false)).toBe(ErrorMessages.SIGNATURE_DECLINED)
    expect(ErrorMessages.SIGNATURE_DECLINED_FOR(true)).toBe(ErrorMessages.SMART_ACCOUNT_NOT_SUPPORTED)
  })

  it('rounds the email cooldown up to whole seconds', () => {
    expect(ErrorMessages.EMAIL_LOGIN_COOLDOWN(29_001)).toBe('Please try again after 30 seconds')
    expect(ErrorMessages.EMAIL_LOGIN_COOLDOWN(1_000)).toBe('Please try again after 1 seconds')
  })

  it('builds the messages that name their subject', () => {
    expect(ErrorMessages.CHAIN_SWITCH_FAILED('eip155:10')).toMatch(/^Failed to switch to chain eip155:10\./)
    expect(ErrorMessages.RPC_PROVIDER_NOT_FOUND('eip155:1')).toBe('JSON-RPC provider for eip155:1 not found')
    expect(ErrorMessages.USER_OPERATION_RECEIPT_FAILED(500)).toBe(
      'Failed to fetch user operation receipt with status 500',
    )
  })
})

describe('RpcErrorCode', () => {
  it('holds the section 8 codes', () => {
    expect(RpcErrorCode).toMatchObject({
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
      SWITCH_CHAIN_ERROR: 4902,
      USER_REJECTED: 5000,
    })
    expect(HttpStatusCode).toEqual({ FORBIDDEN: 403, SERVICE_UNAVAILABLE: 503 })
  })

  it('recognises the 5700-5760 wallet capability range, bounds included', () => {
    expect(isWalletCapabilityErrorCode(5700)).toBe(true)
    expect(isWalletCapabilityErrorCode(5730)).toBe(true)
    expect(isWalletCapabilityErrorCode(5760)).toBe(true)
    expect(isWalletCapabilityErrorCode(5699)).toBe(false)
    expect(isWalletCapabilityErrorCode(5761)).toBe(false)
  })
})

describe('getErrorCode', () => {
  it('finds the first numeric code along the cause chain', () => {
    expect(getErrorCode({ code: 4902 })).toBe(4902)
    expect(getErrorCode(new Error('wrapped', { cause: { code: -32603 } }))).toBe(-32603)
    expect(getErrorCode({ code: 'ERR', cause: { code: 4001 } })).toBe(4001)
    expect(getErrorCode(new Error('no code'))).toBeUndefined()
  })
})

describe('isUserRejection', () => {
  it('is true for codes 4001 and 5000', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    expect(isUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true)
  })

  it('looks through nested causes', () => {
    const inner = Object.assign(new Error('User denied'), { code: 4001 })
    const outer = new Error('Transaction failed', { cause: new Error('Request failed', { cause: inner }) })
    expect(isUserRejection(outer)).toBe(true)
  })

  it('is false for other codes, plain errors and non-objects', () => {
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection({ code: '4001' })).toBe(false)
    expect(isUserRejection(new Error('User rejected'))).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })

  it('terminates on a cyclic cause chain', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    const b = { code: 2, cause: a }
    a.cause = b
    expect(isUserRejection(a)).toBe(false)
  })
})

describe('NODE_TRANSACTION_ERRORS', () => {
  it.each([
    ['execution reverted', 'ExecutionReverted'],
    ['max fee per gas higher than 2^256-1', 'FeeCapTooHigh'],
    ['fee cap higher than 2^256-1', 'FeeCapTooHigh'],
    ['max fee per gas less than block base fee: address 0x1', 'FeeCapTooLow'],
    ['nonce too high: address 0x1, tx: 9 state: 3', 'NonceTooHigh'],
    ['nonce too low: address 0x1', 'NonceTooLow'],
    ['nonce has max value', 'NonceMaxValue'],
    ['insufficient funds for gas * price + value', 'InsufficientFunds'],
    ['intrinsic gas too high', 'IntrinsicGasTooHigh'],
    ['intrinsic gas too low', 'IntrinsicGasTooLow'],
    ['transaction type not supported', 'TransactionTypeNotSupported'],
    ['max priority fee per gas higher than max fee per gas', 'TipAboveFeeCap'],
    ['tip higher than fee cap', 'TipAboveFeeCap'],
  ])('recognises %j as %s', (message, name) => {
    const matched = NODE_TRANSACTION_ERRORS.filter((nodeError) => nodeError.pattern.test(message))
    expect(matched.map((nodeError) => nodeError.name)).toEqual([name])
  })
})

describe('parseErrorMessage', () => {
  it('reads Error, {message}, {shortMessage} and strings', () => {
    expect(parseErrorMessage(new Error('Boom'))).toBe('Boom')
    expect(parseErrorMessage({ message: 'From the wallet' })).toBe('From the wallet')
    expect(parseErrorMessage('Plain text')).toBe('Plain text')
  })

  it('prefers shortMessage (viem, ethers) over the message with request details', () => {
    const error = Object.assign(
      new Error('could not coalesce error (error={ "code": -32603 }, code=UNKNOWN_ERROR, version=6.13.2)'),
      { shortMessage: 'could not coalesce error' },
    )
    expect(parseErrorMessage(error)).toBe('could not coalesce error')
  })

  it('keeps only the first line of a multi-line message', () => {
    expect(parseErrorMessage(new Error('HTTP request failed.\n\nStatus: 500'))).toBe('HTTP request failed.')
  })

  it('falls back to the cause when the outer error has no text', () => {
    expect(parseErrorMessage(new Error('', { cause: new Error('Inner reason') }))).toBe('Inner reason')
  })

  it('recognises user rejection anywhere in the chain', () => {
    const error = new Error('Transaction failed', { cause: { code: 4001, message: 'denied' } })
    expect(parseErrorMessage(error)).toBe('User rejected the request')
    expect(parseErrorMessage({ code: 5000, message: 'Rejected by user' })).toBe('User rejected the request')
  })

  it('describes a node error found in a nested cause', () => {
    const rpc = { code: -32000, message: 'insufficient funds for gas * price + value: have 0 want 1' }
    const error = Object.assign(new Error('Transaction creation failed.', { cause: rpc }), {
      shortMessage: 'Transaction creation failed.',
    })
    expect(parseErrorMessage(error)).toBe('Insufficient funds to pay for gas and value')
  })

  it('finds node errors in viem details too', () => {
    expect(parseErrorMessage({ shortMessage: 'RPC Request failed.', details: 'nonce too low' })).toBe(
      'The transaction nonce is lower than the current nonce of the account',
    )
  })

  it('keeps the revert reason', () => {
    expect(parseErrorMessage(new Error('execution reverted: ERC20: transfer amount exceeds balance'))).toBe(
      'Execution reverted: ERC20: transfer amount exceeds balance',
    )
    // Hardhat's wordings.
    expect(parseErrorMessage(new Error('Transaction reverted without a reason string'))).toBe(
      'Execution reverted for an unknown reason',
    )
    expect(
      parseErrorMessage(
        new Error("VM Exception while processing transaction: reverted with reason string 'Not owner'"),
      ),
    ).toBe('Execution reverted: Not owner')
    expect(
      parseErrorMessage({
        shortMessage: 'An internal error was received.',
        details:
          "Transaction reverted: function selector was not recognized and there's no fallback nor receive function",
      }),
    ).toBe(
      "Execution reverted: function selector was not recognized and there's no fallback nor receive function",
    )
    // viem ends its message with a full stop after the reason; the toast reads better without it.
    expect(parseErrorMessage(new Error('Execution reverted with reason: Not owner.'))).toBe(
      'Execution reverted: Not owner',
    )
    expect(parseErrorMessage(new Error('execution reverted'))).toBe(
      'Execution reverted for an unknown reason',
    )
  })

  it('says "Unknown error" when nothing readable is there', () => {
    expect(parseErrorMessage(undefined)).toBe('Unknown error')
    expect(parseErrorMessage(null)).toBe('Unknown error')
    expect(parseErrorMessage(42)).toBe('Unknown error')
    expect(parseErrorMessage({})).toBe('Unknown error')
    expect(parseErrorMessage(new Error(''))).toBe('Unknown error')
    expect(parseErrorMessage('   ')).toBe('Unknown error')
  })
})
