import type { Hex } from 'viem'

/** CREATE, CALL, CALLCODE, DELEGATECALL (runs code that may CALL), CREATE2, SELFDESTRUCT. STATICCALL cannot. */
const VALUE_OPCODES = new Set([0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xff])

/**
 * Whether EVM code holds an opcode that can move ether. Code without one cannot send ether however it is
 * called: an ERC-20's transfer or approve needs no trace. Push data is skipped; the metadata trailer is read as
 * code, which can only err towards tracing. 0xef… (an EIP-7702 delegation, EOF) is traced to be safe.
 */
export function mayMoveEther(code: Hex): boolean {
  if (code.startsWith('0xef')) return true
  for (let i = 2; i < code.length; i += 2) {
    const op = Number.parseInt(code.slice(i, i + 2), 16)
    if (VALUE_OPCODES.has(op)) return true
    // PUSH1..PUSH32: skip the pushed bytes.
    if (op >= 0x60 && op <= 0x7f) i += (op - 0x5f) * 2
  }
  return false
}
