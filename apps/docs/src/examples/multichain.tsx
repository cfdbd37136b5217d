// #region example
import { createBitcoinAdapter } from '@airlock/bitcoin'
import { bitcoin, createAirlock, mainnet, solana } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { createSolanaAdapter } from '@airlock/solana'

// A namespace the dapp does not configure never loads its adapter.
export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet, solana, bitcoin],
  adapters: [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
  cloudUrl: 'https://cloud.example.org',
})
// #endregion example
