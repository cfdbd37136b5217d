import {
  type ReadSendCallsOptions,
  readSendCalls as readRequest,
  type SendCallsRequest,
} from '../../smartAccount/sendCalls.ts'
import { toProviderError } from './errors.ts'

export type { SendCallsCall, SendCallsRequest } from '../../smartAccount/sendCalls.ts'

/**
 * wallet_sendCalls' request read by the library's EIP-5792 reader, refused with the frame's ProviderRpcError
 * (same code and message). A call without `to` passes here: the EOA deploys it, a smart account refuses it
 * when the user operation is built.
 */
export function readSendCalls(
  value: unknown,
  options: Omit<ReadSendCallsOptions, 'contractCreation'>,
): SendCallsRequest {
  try {
    return readRequest(value, { ...options, contractCreation: true })
  } catch (error) {
    throw toProviderError(error)
  }
}
