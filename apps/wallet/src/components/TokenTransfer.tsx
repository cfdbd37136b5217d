import { useEffect, useState } from 'react'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
} from 'viem'
import { shortAddress } from './common.tsx'

/** The ERC-20 transfer a transaction's calldata makes, if that is what it is. */
export function decodeTokenTransfer(data: string | undefined): { to: Address; amount: bigint } | undefined {
  if (!data?.toLowerCase().startsWith('0xa9059cbb')) return undefined
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: data as Hex })
    if (functionName !== 'transfer') return undefined
    const [to, amount] = args
    return { to, amount }
  } catch {
    return undefined
  }
}

/**
 * What an ERC-20 transfer really moves: "12.5 USDC to 0x3C44…93BC". The token's symbol and decimals are read from
 * the contract itself, never from the dapp; until they are (or when the contract does not answer), the raw amount
 * shows.
 */
export function TokenTransfer({
  token,
  data,
  rpcUrl,
}: {
  token: Address
  data: string | undefined
  rpcUrl: string | undefined
}) {
  const transfer = decodeTokenTransfer(data)
  const isTransfer = transfer !== undefined
  const [meta, setMeta] = useState<{ symbol: string; decimals: number }>()

  useEffect(() => {
    if (!rpcUrl || !isTransfer) return
    let live = true
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
    Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ]).then(
      ([symbol, decimals]) => live && setMeta({ symbol, decimals }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [rpcUrl, token, isTransfer])

  if (!transfer) return null
  return (
    <p className="alert token-transfer" data-testid="tx-token-transfer">
      Token transfer:{' '}
      <strong>
        {meta ? `${formatUnits(transfer.amount, meta.decimals)} ${meta.symbol}` : `${transfer.amount} units`}
      </strong>{' '}
      to{' '}
      <span className="mono" title={transfer.to}>
        {shortAddress(transfer.to)}
      </span>
    </p>
  )
}
