import { activeConnection } from '../connect/request.ts'
import { untilRestored } from '../connect/restoring.ts'
import type { AirlockContext } from '../context.ts'
import { AUTH_CONNECTOR_INFO } from '../embedded/connector.ts'
import { BaseError } from '../errors/base.ts'
import { parseErrorMessage } from '../errors.ts'
import { createSmartAccountsApi } from './api.ts'
import {
  getCallsStatus,
  getCapabilities,
  type SendCallsParams,
  sendCalls,
  waitForCallsStatus,
  waitForUserOperationReceipt,
  walletRequest,
} from './calls.ts'
import { rememberAccountType } from './preference.ts'
import type {
  CallsStatus,
  ChainCapabilities,
  GrantPermissionsRequest,
  GrantPermissionsResponse,
  Hex,
  SmartSession,
  UserOperationReceipt,
} from './types.ts'

export interface SmartAccountDependencies {
  /** The embedded wallet's switch between its EOA and smart account (handed in: it lives in another chunk). */
  setEmbeddedAccountType: (type: 'eoa' | 'smartAccount') => Promise<unknown>
}

export const SmartAccountMessages = {
  ONLY_EMBEDDED: 'Only the embedded wallet can switch between an EOA and a smart account here',
  NO_SMART_ACCOUNT: 'This network has no smart account for this wallet',
  REVOKED: 'Session revoked',
} as const

const hex = (value: number) => `0x${value.toString(16)}` as Hex

/**
 * A permissions context (pci) as the embedded and reference wallets make it: abi.encode(validator, id), the
 * session validator's address and the session's id, one 32-byte word each.
 */
export function parsePermissionsContext(pci: string): { validator: Hex; id: Hex } {
  if (!/^0x[0-9a-fA-F]{128}$/.test(pci)) throw new BaseError('Invalid permissions context', { details: pci })
  return { validator: `0x${pci.slice(26, 66)}` as Hex, id: `0x${pci.slice(66)}` as Hex }
}

/**
 * The EIP-712 message whose signature by the account (ERC-1271) revokes a session: the validator checks it on
 * chain, so the cloud can relay the revoke without the account sending anything.
 */
export function revokeSessionTypedData(args: { chainId: number; validator: Hex; account: Hex; id: Hex }) {
  return {
    domain: {
      name: 'Airlock Session Validator',
      version: '1',
      chainId: args.chainId,
      verifyingContract: args.validator,
    },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      RevokeSession: [
        { name: 'account', type: 'address' },
        { name: 'id', type: 'bytes32' },
      ],
    },
    primaryType: 'RevokeSession',
    message: { account: args.account, id: args.id },
  } as const
}

/** Smart accounts, EIP-5792 calls and ERC-7715 sessions for one kit instance (loaded on first use). */
export function createSmartAccountController(
  ctx: AirlockContext,
  deps: SmartAccountDependencies,
): SmartAccountController {
  const sessions = ctx.smartSessions

  function api() {
    if (!ctx.cloud) throw new BaseError('Smart accounts need the Airlock cloud: set cloudUrl')
    return createSmartAccountsApi(ctx.cloud.http)
  }

  async function setPreferredAccountType(type: 'eoa' | 'smartAccount') {
    await untilRestored(ctx)
    const { namespace, connectorId } = activeConnection(ctx)
    if (connectorId !== AUTH_CONNECTOR_INFO.id) throw new BaseError(SmartAccountMessages.ONLY_EMBEDDED)
    const account = ctx.account.get(namespace)
    if (type === 'smartAccount' && !account?.allAccounts.some((entry) => entry.type === 'smartAccount'))
      throw new BaseError(SmartAccountMessages.NO_SMART_ACCOUNT)
    await deps.setEmbeddedAccountType(type)
    // The visitor's choice, kept per namespace in the dapp's storage for the next visit.
    rememberAccountType(ctx.storage, namespace, type)
    sessions.reset()
  }

  async function loadSessions() {
    await untilRestored(ctx)
    const { address, network } = activeConnection(ctx)
    sessions.patch({ status: 'loading', error: undefined })
    try {
      const answer = await api().sessions(address, network.caipNetworkId)
      sessions.patch({ status: 'ready', sessions: answer.sessions })
      return answer.sessions
    } catch (error) {
      sessions.patch({ status: 'error', error: parseErrorMessage(error) })
      return []
    }
  }

  /**
   * Revokes a session through the cloud: the account signs the validator's RevokeSession message (ERC-1271), the
   * cloud checks it and revokes on chain. Resolves false (with `error` set) when it did not happen.
   */
  async function revokeSession(pci: Hex): Promise<boolean> {
    await untilRestored(ctx)
    const { address, network } = activeConnection(ctx)
    const { validator, id } = parsePermissionsContext(pci)
    sessions.patch({ revoking: pci, error: undefined })
    try {
      const typedData = revokeSessionTypedData({
        chainId: Number(network.id),
        validator,
        account: address as Hex,
        id,
      })
      const signature = (await walletRequest(ctx, 'eth_signTypedData_v4', [
        address,
        JSON.stringify(typedData),
      ])) as Hex
      await api().revoke(address, { pci, signature, chainId: network.caipNetworkId })
      ctx.toast.showSuccess(SmartAccountMessages.REVOKED)
      await loadSessions()
      return true
    } catch (error) {
      sessions.patch({ error: parseErrorMessage(error) })
      return false
    } finally {
      sessions.patch({ revoking: undefined })
    }
  }

  return {
    /** EIP-5792 wallet_getCapabilities for the connected account (or `address`), keyed by hex chain id. */
    getCapabilities: (options?: { address?: string; chainIds?: number[] }) => getCapabilities(ctx, options),
    /** EIP-5792 wallet_sendCalls on the active network; resolves with the batch id. */
    sendCalls: (params: SendCallsParams) => sendCalls(ctx, params),
    getCallsStatus: (id: string) => getCallsStatus(ctx, id),
    /** Polls wallet_getCallsStatus until the batch is final. */
    waitForCallsStatus: (id: string, options?: { timeoutMs?: number }) =>
      waitForCallsStatus(ctx, id, options),
    /** A user operation's receipt from the cloud's bundler route, once it is included. */
    waitForUserOperationReceipt: async (userOpHash: Hex, options?: { timeoutMs?: number }) => {
      await untilRestored(ctx)
      return waitForUserOperationReceipt(
        ctx,
        activeConnection(ctx).network.caipNetworkId,
        userOpHash,
        options,
      )
    },
    /** ERC-7715 wallet_grantPermissions: the chain and account default to the active ones. */
    grantPermissions: async (request: GrantPermissionsRequest): Promise<GrantPermissionsResponse> => {
      // Right after a reload the stored connection may still be restoring: wait for it, as every request does.
      await untilRestored(ctx)
      const { address, network } = activeConnection(ctx)
      const answer = (await walletRequest(ctx, 'wallet_grantPermissions', [
        { chainId: hex(Number(network.id)), address, ...request },
      ])) as GrantPermissionsResponse
      if (sessions.getState().status !== 'idle') void loadSessions()
      return answer
    },
    /** ERC-7715 wallet_revokePermissions: the account revokes the session itself (one wallet approval). */
    revokePermissions: async (permissionsContext: Hex) => {
      await walletRequest(ctx, 'wallet_revokePermissions', [{ permissionsContext }])
      if (sessions.getState().status !== 'idle') await loadSessions()
    },
    loadSessions,
    revokeSession,
    setPreferredAccountType,
  }
}

/** Smart accounts: the calls behind `airlock.smartAccountActions` (each loads this code on first use there). */
export interface SmartAccountController {
  /** EIP-5792 wallet_getCapabilities for the connected account (or `address`), keyed by hex chain id. */
  getCapabilities: (options?: {
    address?: string
    chainIds?: number[]
  }) => Promise<Record<Hex, ChainCapabilities>>
  /** EIP-5792 wallet_sendCalls on the active network; resolves with the batch id. */
  sendCalls: (params: SendCallsParams) => Promise<{ id: string }>
  getCallsStatus: (id: string) => Promise<CallsStatus>
  /** Polls wallet_getCallsStatus until the batch is final. */
  waitForCallsStatus: (id: string, options?: { timeoutMs?: number }) => Promise<CallsStatus>
  /** A user operation's receipt from the cloud's bundler route, once it is included. */
  waitForUserOperationReceipt: (
    userOpHash: Hex,
    options?: { timeoutMs?: number },
  ) => Promise<UserOperationReceipt>
  /** ERC-7715 wallet_grantPermissions: the chain and account default to the active ones. */
  grantPermissions: (request: GrantPermissionsRequest) => Promise<GrantPermissionsResponse>
  /** ERC-7715 wallet_revokePermissions: the account revokes the session itself (one wallet approval). */
  revokePermissions: (permissionsContext: Hex) => Promise<void>
  /** The active account's smart sessions, into `airlock.smartSessions`. */
  loadSessions: () => Promise<SmartSession[]>
  revokeSession: (pci: Hex) => Promise<boolean>
  setPreferredAccountType: (type: 'eoa' | 'smartAccount') => Promise<void>
}
