import {
  type Address,
  decodeAbiParameters,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  parseAbi,
} from 'viem'
import { simulationsAbi } from './simulation.ts'

/**
 * CallGasMeter's runtime code: solc 0.8.26, optimizer on (200 runs), evmVersion paris, of
 *
 *   contract CallGasMeter {
 *     function measure(address sender, bytes calldata data, uint256 gasLimit)
 *       external returns (bool success, uint256 gasUsed, bytes memory result)
 *     {
 *       uint256 before = gasleft();
 *       (success, result) = sender.call{gas: gasLimit == 0 ? gasleft() : gasLimit}(data);
 *       gasUsed = before - gasleft();
 *     }
 *   }
 *
 * It is never deployed: the estimation puts it at METER_ADDRESS by state override, and the EntryPoint
 * delegate-calls it (EntryPointSimulations.delegateAndRevert) after simulateHandleOp validated and deployed the
 * account, so the account sees msg.sender == EntryPoint, as in handleOps, and every state change is reverted.
 */
export const METER_CODE: Hex =
  '0x608060405234801561001057600080fd5b506004361061002b5760003560e01c80638bde29be14610030575b600080fd5b61004361003e3660046100ee565b61005b565b60405161005293929190610188565b60405180910390f35b600080606060005a90506001600160a01b038816851561007b578561007d565b5a5b888860405161008d9291906101e6565b60006040518083038160008787f1925050503d80600081146100cb576040519150601f19603f3d011682016040523d82523d6000602084013e6100d0565b606091505b5090945091505a6100e190826101f6565b9250509450945094915050565b6000806000806060858703121561010457600080fd5b84356001600160a01b038116811461011b57600080fd5b9350602085013567ffffffffffffffff81111561013757600080fd5b8501601f8101871361014857600080fd5b803567ffffffffffffffff81111561015f57600080fd5b87602082840101111561017157600080fd5b949760209190910196509394604001359392505050565b8315158152826020820152606060408201526000825180606084015260005b818110156101c457602081860181015160808684010152016101a7565b506000608082850101526080601f19601f830116840101915050949350505050565b8183823760009101908152919050565b8181038181111561021757634e487b7160e01b600052601160045260246000fd5b9291505056fea2646970667358221220905974e35e6072e8624c0227ce1898ab36837297042d386ddc194a458c25727164736f6c634300081a0033'

/** An address nothing lives at: the meter's code exists there only inside the simulation's eth_call. */
export const METER_ADDRESS: Address = '0x00000000000000000000000000000000004337a1'

const meterAbi = parseAbi([
  'function measure(address sender, bytes data, uint256 gasLimit) returns (bool success, uint256 gasUsed, bytes result)',
])

/** simulateHandleOp's target and call data that measure `sender.call(data)` with at most `gasLimit` (0: all). */
export function meterTarget(entryPoint: Address, sender: Address, data: Hex, gasLimit: bigint) {
  const measure = encodeFunctionData({
    abi: meterAbi,
    functionName: 'measure',
    args: [sender, data, gasLimit],
  })
  return {
    // The EntryPoint's own address: its (simulation) code delegate-calls the meter.
    address: entryPoint,
    callData: encodeFunctionData({
      abi: simulationsAbi,
      functionName: 'delegateAndRevert',
      args: [METER_ADDRESS, measure],
    }),
    extraCode: { address: METER_ADDRESS, code: METER_CODE },
  }
}

export interface Measurement {
  success: boolean
  gasUsed: bigint
  result: Hex
}

/** Reads the meter's answer out of simulateHandleOp's targetResult (a DelegateAndRevert revert). */
export function readMeasurement(targetResult: Hex): Measurement {
  const decoded = decodeErrorResult({ abi: simulationsAbi, data: targetResult })
  if (decoded.errorName !== 'DelegateAndRevert') throw new Error(`Unexpected meter answer ${targetResult}`)
  const [delegated, ret] = decoded.args
  if (!delegated) throw new Error(`The call gas meter failed: ${ret}`)
  const [success, gasUsed, result] = decodeAbiParameters(
    [{ type: 'bool' }, { type: 'uint256' }, { type: 'bytes' }],
    ret,
  )
  return { success, gasUsed, result }
}
