import { createClient, custom, defineChain } from 'viem'

/** A viem client on chain 31337 whose node answers eth_getCode with `code()` (tests of what needs no chain). */
export function codeOnlyClient(code: () => string) {
  return createClient({
    chain: defineChain({
      id: 31337,
      name: 'Airlock Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    }),
    transport: custom({
      async request({ method }) {
        if (method === 'eth_getCode') return code()
        if (method === 'eth_chainId') return '0x7a69'
        throw new Error(`unexpected ${method}`)
      },
    }),
  })
}
