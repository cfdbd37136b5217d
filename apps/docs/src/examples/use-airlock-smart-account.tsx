// #region example
import { useAirlockSmartAccount } from '@airlock/react'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'

const token: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router: Hex = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

export function ApproveAndSwap({ swapCalldata }: { swapCalldata: Hex }) {
  const {
    accountType,
    smartAccountDeployed,
    sendCalls,
    waitForCallsStatus,
    setPreferredAccountType,
  } = useAirlockSmartAccount()

  async function run() {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, 10n ** 18n],
    })
    // One atomic batch: both calls run, or neither (5760 if the wallet can't).
    const { id } = await sendCalls({
      calls: [
        { to: token, data: approve },
        { to: router, data: swapCalldata },
      ],
      atomicRequired: true,
    })
    const status = await waitForCallsStatus(id)
    return status.status === 200
  }

  return (
    <div>
      <p>
        {accountType === 'smartAccount'
          ? `Smart account${smartAccountDeployed ? '' : ' (not deployed yet)'}`
          : 'Externally owned account'}
      </p>
      <button type="button" onClick={() => void run()}>
        Approve and swap
      </button>
      <button type="button" onClick={() => void setPreferredAccountType('eoa')}>
        Use the EOA
      </button>
    </div>
  )
}
// #endregion example
