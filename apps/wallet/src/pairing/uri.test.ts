import { describe, expect, it } from 'vitest'
import { extractPairingUri } from './uri.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'

describe('the link the user pasted', () => {
  it('takes a wc: URI as is, or from a link carrying it as ?uri=', () => {
    expect(extractPairingUri(`  ${URI} `)).toBe(URI)
    expect(extractPairingUri(`https://wallet.example/?uri=${encodeURIComponent(URI)}`)).toBe(URI)
  })

  it('finds none in other text or links', () => {
    expect(extractPairingUri('hello')).toBeUndefined()
    expect(extractPairingUri('https://wallet.example/?uri=https://x')).toBeUndefined()
  })
})
