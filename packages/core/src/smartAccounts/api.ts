import { CloudError } from '../cloud/errors.ts'
import type { CloudHttp } from '../cloud/http.ts'
import { UserOperationReceiptError } from './errors.ts'
import type { Hex, SmartSession, UserOperationReceipt } from './types.ts'

/** The bundler the cloud runs itself (its route's `bundler` query). */
export const CLOUD_BUNDLER = 'airlock'

/**
 * The cloud's smart-account calls: the bundler route (a receipt by user operation hash), and the
 * sessions list and revoke.
 */
export function createSmartAccountsApi(http: CloudHttp) {
  return {
    /** POST /v1/bundler?chainId&bundler: eth_getUserOperationReceipt; null while the operation is pending. */
    async userOperationReceipt(chainId: string, userOpHash: Hex): Promise<UserOperationReceipt | null> {
      let answer: { result?: UserOperationReceipt | null; error?: { message?: string; code?: number } }
      try {
        answer = await http.post(
          'v1/bundler',
          { jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [userOpHash] },
          { chainId, bundler: CLOUD_BUNDLER },
        )
      } catch (error) {
        throw new UserOperationReceiptError(error instanceof CloudError ? error.status : 0, { cause: error })
      }
      if (answer?.error) {
        throw new UserOperationReceiptError(200, { details: answer.error.message ?? 'JSON-RPC error' })
      }
      return answer?.result ?? null
    },
    /** GET /v1/sessions/{address}: the account's smart sessions on the chain, active and ended. */
    sessions: (address: string, chainId: string) =>
      http.get<{ sessions: SmartSession[] }>(`v1/sessions/${encodeURIComponent(address)}`, { chainId }),
    /** POST /v1/sessions/{address}/revoke: the cloud checks the signature, then revokes on chain. */
    revoke: (address: string, body: { pci: Hex; signature: Hex; chainId: string }) =>
      http.post<{ revoked: boolean; transactionHash: Hex }>(
        `v1/sessions/${encodeURIComponent(address)}/revoke`,
        body,
      ),
  }
}
