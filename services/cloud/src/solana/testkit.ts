import {
  devnetSolanaAccounts,
  devnetSolanaUsdc,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  type SolanaDevnet,
  startSolanaDevnet,
} from '@airlock/devnet'
import { createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc, type KeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'

export const PROJECT = 'solana-test'
/** The dapp origin PROJECT allows. */
export const DAPP = 'https://dapp.example.com'

/**
 * For one test file: the Solana devnet and a cloud serving it (SOL at 150 USD, its USDC at 1) for PROJECT,
 * started before the file's tests and stopped after them; `payer` is the devnet's funded test account 0.
 */
export function useSolanaCloud() {
  let solana: SolanaDevnet | undefined
  let cloud: Cloud | undefined
  let payer: KeyPairSigner | undefined
  const chainId = SOLANA_DEVNET_CAIP_NETWORK_ID

  beforeAll(async () => {
    solana = await startSolanaDevnet({ port: 0 })
    cloud = await startTestCloud({
      indexer: false,
      solanaChains: [
        {
          caipNetworkId: chainId,
          rpcUrl: solana.rpcUrl,
          nativePriceUsd: 150,
          tokens: [{ ...devnetSolanaUsdc, priceUsd: 1 }],
        },
      ],
    })
    await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
    payer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(devnetSolanaAccounts[0]!.seedHex, 'hex'))
  })
  afterAll(async () => {
    await cloud?.close()
    await solana?.stop()
  })

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Solana devnet and the cloud start in beforeAll')
    return value
  }
  const gatewayUrl = () => `${started(cloud).url}/v1/?chainId=${chainId}&projectId=${PROJECT}`

  return {
    get cloud() {
      return started(cloud)
    },
    get payer() {
      return started(payer)
    },
    /** The devnet's CAIP-2 id. */
    chainId,
    /** @solana/kit's RPC client through the cloud's gateway. */
    rpc: () => createSolanaRpc(gatewayUrl()),
    /** A raw JSON-RPC body POSTed to the cloud's gateway. */
    rpcCall: (body: unknown) =>
      fetchJson<unknown>(gatewayUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    /** GET one of the cloud's project-scoped calls. */
    api: <T>(path: string, query: Record<string, string> = {}) =>
      fetchJson<T & { error?: string }>(
        `${started(cloud).url}${path}?${new URLSearchParams({ projectId: PROJECT, ...query })}`,
      ),
  }
}
