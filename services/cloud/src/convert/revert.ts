import { BaseError, decodeErrorResult, formatUnits, type Hex, isHex, parseAbi } from 'viem'

/** The custom errors a swap or an approval can revert with: the router's, the pairs', the tokens', WETH's. */
export const swapErrorsAbi = parseAbi([
  'error Expired(uint256 deadline, uint256 timestamp)',
  'error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)',
  'error InsufficientLiquidity()',
  'error ZeroAmount()',
  'error InvalidPath()',
  'error PairNotFound(address tokenA, address tokenB)',
  'error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error InsufficientBalance(address from, uint256 balance, uint256 needed)',
  'error InvalidReceiver(address receiver)',
  'error InvalidSpender(address spender)',
  'error TokenCallFailed(address token)',
  'error EthTransferFailed(address to, uint256 value)',
  'error KInvariant()',
  'error ReserveOverflow()',
  'error Reentrancy()',
])

/** The revert data somewhere in a node error: viem keeps the JSON-RPC error's `data` down its cause chain. */
export function revertDataOf(error: unknown): Hex | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 12; depth++) {
    const data = (current as { data?: unknown }).data
    if (isHex(data) && data.length >= 10) return data
    const nested = (data as { data?: unknown } | undefined)?.data
    if (isHex(nested) && nested.length >= 10) return nested
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function decodeSwapError(data: Hex) {
  try {
    return decodeErrorResult({ abi: swapErrorsAbi, data })
  } catch {
    return undefined
  }
}

/** What the swap spends, for messages in its own units. */
export interface SpentToken {
  symbol: string
  decimals: number
}

export function insufficientBalance(spent: SpentToken, balance: bigint, needed: bigint) {
  const amount = (value: bigint) => `${formatUnits(value, spent.decimals)} ${spent.symbol}`
  return `Insufficient balance: the account holds ${amount(balance)}, the swap needs ${amount(needed)}`
}

/**
 * A readable reason for a transaction the node refused to estimate, or undefined when the error is not a
 * revert at all (the node is down: the caller answers 502 for that).
 */
export function describeRevert(error: unknown, spent: SpentToken): string | undefined {
  const data = revertDataOf(error)
  if (!data) {
    const text = error instanceof BaseError ? `${error.details ?? ''} ${error.shortMessage}` : String(error)
    // The node checks the native coin before running anything: value plus gas must be in the balance.
    if (/insufficient funds|sender doesn't have enough funds/i.test(text)) {
      return 'Insufficient balance: the account cannot pay this transaction’s value and gas'
    }
    return /revert/i.test(text) ? 'The transaction would revert' : undefined
  }
  const decoded = decodeSwapError(data)
  if (!decoded) return `The transaction would revert (error data ${data.slice(0, 10)})`
  switch (decoded.errorName) {
    case 'InsufficientAllowance':
      return `Insufficient allowance: approve ${spent.symbol} first`
    case 'InsufficientBalance':
      return insufficientBalance(spent, decoded.args[1], decoded.args[2])
    case 'InsufficientOutputAmount':
      return `The price moved: the swap would pay ${decoded.args[0]}, below its minimum ${decoded.args[1]}; get a new quote`
    case 'Expired':
      return 'The swap’s deadline has passed; build it again'
    case 'InsufficientLiquidity':
    case 'PairNotFound':
    case 'ReserveOverflow':
    case 'KInvariant':
      return 'Insufficient liquidity for this trade'
    default:
      return `The transaction would revert: ${decoded.errorName}`
  }
}
