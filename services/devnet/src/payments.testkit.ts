import {
  PAYMENT_INTENT_DOMAIN_NAME,
  PAYMENT_INTENT_DOMAIN_VERSION,
  PAYMENT_INTENT_TYPES,
} from '@airlock/protocol/cloud-api'
import { type Address, type Hex, keccak256, type LocalAccount, parseEventLogs, toBytes } from 'viem'
import { expect } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import type { DevnetAccount } from './accounts.ts'
import { DEVNET_CHAIN_ID, devnetContracts } from './addresses.ts'
import type { AmmReads } from './amm.testkit.ts'
import { devnetPaymentsSigner } from './payments.ts'
import { type devnetClients, freshAddress, revertOf } from './testing.ts'

const { payments } = devnetContracts

/** The EIP-712 domain the cloud signs intents under, from the protocol's declarations. */
export const paymentIntentDomain = {
  name: PAYMENT_INTENT_DOMAIN_NAME,
  version: PAYMENT_INTENT_DOMAIN_VERSION,
  chainId: DEVNET_CHAIN_ID,
  verifyingContract: payments,
} as const

interface Intent {
  id: Hex
  recipient: Address
  token: Address
  amount: bigint
  deadline: bigint
}

/** The signing, sends and reads the payments tests use, over a started devnet. */
export function paymentsKit(
  clients: ReturnType<typeof devnetClients>,
  abi: typeof Generated,
  reads: AmmReads,
) {
  let intents = 0
  const { client } = clients

  /** An intent as the cloud makes one (its id is keccak256 of a fresh intent id) to a fresh recipient. */
  async function signedIntent(
    fields: { token: Address; amount: bigint; deadline?: bigint },
    key: LocalAccount = devnetPaymentsSigner,
  ) {
    const intent: Intent = {
      id: keccak256(toBytes(`pay_test${++intents}`)),
      recipient: freshAddress(),
      token: fields.token,
      amount: fields.amount,
      deadline: fields.deadline ?? (await reads.inTenMinutes()),
    }
    const signature = await key.signTypedData({
      domain: paymentIntentDomain,
      types: PAYMENT_INTENT_TYPES,
      primaryType: 'PaymentIntent',
      message: intent,
    })
    return { intent, signature }
  }

  return {
    signedIntent,
    /** The payer lets the payments contract move `amount` of `token`. */
    approve: (payer: DevnetAccount, token: Address, amount: bigint) =>
      clients.mined(
        clients.walletOf(payer).writeContract({
          address: token,
          abi: abi.AirlockERC20Abi,
          functionName: 'approve',
          args: [payments, amount],
        }),
      ),
    isPaid: (id: Hex) =>
      client.readContract({
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'isPaid',
        args: [id],
      }),
    /** The one PaymentReceived a payment's receipt holds. */
    paymentEvent(receipt: Awaited<ReturnType<typeof clients.mined>>['receipt']) {
      const events = parseEventLogs({
        abi: abi.AirlockPaymentsAbi,
        logs: receipt.logs,
        eventName: 'PaymentReceived',
      })
      expect(events).toHaveLength(1)
      return events[0]!.args
    },
    // The revert each entry point would meet, found without sending anything.
    simulatePay: (payer: Address, intent: Intent, signature: Hex, value = 0n) =>
      revertOf(
        client.simulateContract({
          account: payer,
          address: payments,
          abi: abi.AirlockPaymentsAbi,
          functionName: 'pay',
          args: [intent, signature],
          value,
        }),
      ),
    simulateWithToken: (payer: Address, intent: Intent, signature: Hex, path: Address[], max: bigint) =>
      revertOf(
        client.simulateContract({
          account: payer,
          address: payments,
          abi: abi.AirlockPaymentsAbi,
          functionName: 'payWithToken',
          args: [intent, signature, path, max],
        }),
      ),
    simulateWithNative: (payer: Address, intent: Intent, signature: Hex, path: Address[], value: bigint) =>
      revertOf(
        client.simulateContract({
          account: payer,
          address: payments,
          abi: abi.AirlockPaymentsAbi,
          functionName: 'payWithNative',
          args: [intent, signature, path],
          value,
        }),
      ),
  }
}
