import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi } from 'viem'

export const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

export interface SwapCall {
  /** The router's token path: the native coin already stands as the wrapped token at its end. */
  path: readonly Address[]
  amountIn: bigint
  amountOutMin: bigint
  /** Who receives the output. */
  recipient: Address
  deadline: bigint
  nativeIn: boolean
  nativeOut: boolean
}

/**
 * The router call for a swap, and the native value it carries: ether in is sent as value and wrapped by the
 * router; ether out is unwrapped by the router and paid to the recipient.
 */
export function swapCalldata(call: SwapCall): { data: Hex; value: bigint } {
  const { path, amountIn, amountOutMin, recipient, deadline } = call
  if (call.nativeIn) {
    return {
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amountIn,
    }
  }
  const functionName = call.nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return {
    data: encodeFunctionData({
      abi: routerAbi,
      functionName,
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}

/** approve(spender, amount) on the token the swap spends. */
export function approveCalldata(spender: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
}
