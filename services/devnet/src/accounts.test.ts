import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testAccounts } from './accounts.ts'
import { DEVNET_MNEMONIC } from './addresses.ts'
import { devnetDeployer } from './deployer.ts'

describe('testAccounts', () => {
  it('are the first 10 accounts of the devnet mnemonic', () => {
    const derived = Array.from({ length: 10 }, (_, addressIndex) => {
      const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })
      return { address: account.address, privateKey: bytesToHex(account.getHdKey().privateKey!) }
    })
    expect(testAccounts).toEqual(derived)
  })

  it('do not include the deployer, so their transactions never move contract addresses', () => {
    expect(testAccounts.map((account) => account.address)).not.toContain(devnetDeployer.address)
  })
})
