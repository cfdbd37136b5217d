import { parseAbi } from 'viem'

/**
 * The payments contract's interface as the cloud uses it (services/devnet/contracts, AirlockPayments): the
 * event the watcher follows, the read that says whether an intent was paid, and the calls tests pay with.
 * The contract accepts one payment per intent id, before its deadline, with the intent signer's signature.
 */
export const paymentsAbi = parseAbi([
  'struct PaymentIntent { bytes32 id; address recipient; address token; uint256 amount; uint256 deadline; }',
  'function pay(PaymentIntent intent, bytes signature) payable',
  'function payWithToken(PaymentIntent intent, bytes signature, address[] path, uint256 maxAmountIn)',
  'function payWithNative(PaymentIntent intent, bytes signature, address[] path) payable',
  'function isPaid(bytes32 id) view returns (bool)',
  'event PaymentReceived(bytes32 indexed id, address indexed payer, address indexed recipient, address token, uint256 amount, address tokenIn, uint256 amountIn)',
  'error IntentExpired(bytes32 id)',
  'error IntentAlreadyPaid(bytes32 id)',
  'error InvalidIntentSignature()',
  'error WrongValue()',
  'error SlippageExceeded(uint256 amountIn, uint256 maxAmountIn)',
  'error InvalidPath()',
])

export const paymentReceivedEvent = paymentsAbi.find(
  (item) => item.type === 'event' && item.name === 'PaymentReceived',
)!
