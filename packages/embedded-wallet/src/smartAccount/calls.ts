import { type Address, BaseError, decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import { airlockSmartAccountAbi } from './abi.ts'

/** A call of the account: what viem's `encodeCalls` gets (and EIP-5792's calls, once parsed). */
export interface AccountCall {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
}

/** One call → `execute`, more → `executeBatch` (atomic: any revert undoes them all). */
export function encodeAccountCalls(calls: readonly AccountCall[]): Hex {
  const [first] = calls
  if (calls.length === 1 && first)
    return encodeFunctionData({
      abi: airlockSmartAccountAbi,
      functionName: 'execute',
      args: [first.to, first.value ?? 0n, first.data ?? '0x'],
    })
  return encodeFunctionData({
    abi: airlockSmartAccountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
  })
}

/** The calls inside an `execute` / `executeBatch` callData (a dapp-built user operation's, for its card). */
export function decodeAccountCalls(data: Hex): { to: Address; value: bigint; data: Hex }[] {
  const decoded = decodeFunctionData({ abi: airlockSmartAccountAbi, data })
  if (decoded.functionName === 'execute') {
    const [to, value, callData] = decoded.args
    return [{ to, value, data: callData }]
  }
  if (decoded.functionName === 'executeBatch')
    return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
  throw new BaseError(`The account's ${decoded.functionName} is not a call`)
}
