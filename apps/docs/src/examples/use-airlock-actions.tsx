// #region example
import { UserRejectedRequestError } from '@airlock/core'
import { useAirlockActions } from '@airlock/react'
import { useState } from 'react'

export function SignAndPay() {
  const { signMessage, sendTransaction, disconnect } = useAirlockActions()
  const [result, setResult] = useState<string>()

  async function sign() {
    try {
      setResult(await signMessage('Hello from my dapp'))
    } catch (error) {
      // The visitor refused in their wallet ('Signature declined').
      setResult(
        error instanceof UserRejectedRequestError ? 'Declined' : String(error),
      )
    }
  }

  async function pay() {
    const hash = await sendTransaction({
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 10n ** 15n,
    })
    setResult(hash)
  }

  return (
    <div>
      <button type="button" onClick={sign}>
        Sign
      </button>
      <button type="button" onClick={pay}>
        Send 0.001 ETH
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
      {result && <output>{result}</output>}
    </div>
  )
}
// #endregion example
