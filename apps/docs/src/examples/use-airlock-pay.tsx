// #region example
import { useAirlockPay } from '@airlock/react'

// 5 USDC on the devnet, as CAIP-19: the chain, then the token contract.
const USDC = 'eip155:31337/erc20:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E'

export function PayButton({
  shop,
  intentId,
}: {
  shop: `0x${string}`
  intentId: string
}) {
  const { enabled, status, result, pay } = useAirlockPay()
  if (!enabled) return null
  if (status === 'paid' && result) return <p>Paid: {result.transactionHash}</p>
  return (
    <button
      type="button"
      onClick={() =>
        pay({
          recipient: shop,
          amount: '5',
          asset: USDC,
          reference: intentId,
        }).catch((error: Error) => console.warn(error.name, error.message))
      }
    >
      Pay 5 USDC
    </button>
  )
}
// #endregion example
