import { hex } from '@scure/base'
import { Address, NETWORK, OutScript } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, bip322ToSign, bip322ToSpend } from './toSign.ts'

// The test vectors of BIP-322 (bitcoin/bips, bip-0322.mediawiki, "Test vectors").
const script = OutScript.encode(Address(NETWORK).decode('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'))

describe('BIP-322 virtual transactions', () => {
  it('hashes messages with the BIP0322-signed-message tag', () => {
    expect(hex.encode(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex.encode(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it("builds the BIP's to_spend transactions", () => {
    expect(bip322ToSpend(script, '').id).toBe(
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    )
    expect(bip322ToSpend(script, 'Hello World').id).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    )
  })

  it("builds the BIP's to_sign transactions", () => {
    expect(bip322ToSign(script, '').id).toBe(
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    )
    expect(bip322ToSign(script, 'Hello World').id).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    )
  })
})
