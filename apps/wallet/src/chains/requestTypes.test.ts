import { describe, expect, it } from 'vitest'
import { chainNamespaceOf, mergeFacts } from './requestTypes.ts'

const SOLANA_LOCAL = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const BITCOIN_TEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('the non-EVM request contract', () => {
  it('tells the namespace of a request’s chain, none for eip155 and unknown namespaces', () => {
    expect(chainNamespaceOf(SOLANA_LOCAL)).toBe('solana')
    expect(chainNamespaceOf(BITCOIN_TEST)).toBe('bip122')
    expect(chainNamespaceOf('eip155:1')).toBeUndefined()
    expect(chainNamespaceOf('cosmos:cosmoshub-4')).toBeUndefined()
  })

  it('replaces a placeholder fact (the fee being estimated) in place and adds new ones', () => {
    const fee = { label: 'Network fee', value: 'Estimating…', testId: 'solana-fee' }
    const to = { label: 'To', value: 'A', testId: 'solana-to' }
    expect(
      mergeFacts(
        [to, fee],
        [
          { ...fee, value: '0.000005 SOL' },
          { label: 'Memo', value: 'x', testId: 'memo' },
        ],
      ),
    ).toEqual([to, { ...fee, value: '0.000005 SOL' }, { label: 'Memo', value: 'x', testId: 'memo' }])
  })
})
