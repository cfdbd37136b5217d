import {
  decodeAbiParameters,
  keccak256,
  recoverMessageAddress,
  size,
  slice,
  toBytes,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { paymasterDataOf, STUB_SIGNATURE } from './sponsor.ts'

describe('the VerifyingPaymaster data', () => {
  it('is abi.encode(validUntil, validAfter) then the 65-byte signature', () => {
    const data = paymasterDataOf(1_700_000_600, 1_700_000_000, STUB_SIGNATURE)
    expect(size(data)).toBe(64 + 65)
    expect(decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))).toEqual([
      1_700_000_600, 1_700_000_000,
    ])
    expect(slice(data, 64)).toBe(STUB_SIGNATURE)
  })

  it('stub signature recovers to an address (ECDSA.recover does not revert: the check fails softly)', async () => {
    const recovered = await recoverMessageAddress({
      message: { raw: keccak256(toBytes('any hash')) },
      signature: STUB_SIGNATURE,
    })
    expect(recovered).not.toBe(zeroAddress)
  })
})
