import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { combineShares, isShare, splitKey } from './shares.ts'

describe('2-of-3 key shares', () => {
  it('rebuild the same key, hence the same address, from any two shares', async () => {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAddress(privateKey)
    const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
    for (const share of [deviceShare, authShare, recoveryShare]) expect(isShare(share)).toBe(true)
    expect(new Set([deviceShare, authShare, recoveryShare]).size).toBe(3)
    for (const [a, b] of [
      [deviceShare, authShare],
      [authShare, recoveryShare],
      [recoveryShare, deviceShare],
    ] as const) {
      const key = await combineShares(a, b, address)
      expect(key).toBe(privateKey)
      expect(privateKeyToAddress(key)).toBe(address)
    }
  })

  it('never hold the key in a share', async () => {
    const privateKey = generatePrivateKey()
    const shares = await splitKey(privateKey)
    for (const share of Object.values(shares)) expect(share).not.toContain(privateKey.slice(2))
  })

  it("fail when the shares are another account's", async () => {
    const mine = await splitKey(generatePrivateKey())
    const theirs = await splitKey(generatePrivateKey())
    const address = privateKeyToAddress(generatePrivateKey())
    await expect(combineShares(mine.deviceShare, mine.authShare, address)).rejects.toThrow('do not match')
    await expect(combineShares(mine.deviceShare, theirs.authShare, address)).rejects.toThrow()
  })

  it('refuse malformed shares', async () => {
    await expect(combineShares('0x1234', '0x5678')).rejects.toThrow('malformed')
  })
})
