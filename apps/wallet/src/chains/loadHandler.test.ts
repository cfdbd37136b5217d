import { describe, expect, it } from 'vitest'
import { SOLANA_ACCOUNT } from '../config.ts'
import { loadChainHandler } from './loadHandler.ts'

const SOLANA_LOCAL = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'

describe('loading a namespace’s handler', () => {
  it('loads each handler on demand, ready to answer', async () => {
    const solana = await loadChainHandler('solana')
    expect(await solana.perform({ method: 'solana_getAccounts', params: {}, chainId: SOLANA_LOCAL })).toEqual(
      [{ pubkey: SOLANA_ACCOUNT.address }],
    )
    const bitcoin = await loadChainHandler('bip122')
    expect(bitcoin.needsApproval('sendTransfer')).toBe(true)
  })
})
