import type { HistoryResponse } from '@airlock/core/internal'
import { type Devnet, devnetSpamTokens, startDevnet } from '@airlock/devnet'
import { type Account, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe } from 'vitest'
import type { Cloud } from '../app.ts'
import { type DevnetSender, devnetSender, signer, waitForIndexed } from '../test/chainActivity.ts'
import { fetchJson, type JsonResponse, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'

export const DEVNET = 'eip155:31337'
// The same node under a second id: history across two chains without a second devnet.
export const MIRROR = 'eip155:1337'
export const PROJECT = 'history-test'

/**
 * The history tests of a file: a devnet for the file, and for each database kind a cloud indexing it under
 * DEVNET (with the devnet's spam list) and MIRROR, caught up before `tests` run. `tests` gets the calls they
 * make on that cloud.
 */
export function describeHistory(title: string, tests: (kit: HistoryKit) => void) {
  const databases = useTestDatabases()
  let devnet: Devnet
  let chain: DevnetSender

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    chain = devnetSender(devnet.rpcUrl)
  })

  afterAll(async () => {
    await devnet?.stop()
  })

  describe.each(DB_KINDS)(`${title} on %s`, (kind) => {
    let cloud: Cloud

    beforeAll(async () => {
      cloud = await startTestCloud({
        ...(await databases.options(kind)),
        chains: [
          { caipNetworkId: DEVNET, rpcUrl: devnet.rpcUrl, spamTokens: devnetSpamTokens },
          { caipNetworkId: MIRROR, rpcUrl: devnet.rpcUrl },
        ],
        indexer: { pollMs: 50 },
      })
      await cloud.context.projects.create({ id: PROJECT })
      // Indexing from block 0 traces the devnet's setup (its liquidity and swap transactions): seconds.
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      await Promise.all([DEVNET, MIRROR].map((chainId) => waitForIndexed(cloud.db, chainId, head, 60_000)))
    })

    afterAll(async () => {
      await cloud?.close()
    })

    const history = (account: string, query: Record<string, string> = {}) =>
      fetchJson<HistoryResponse & { error?: string }>(
        `${cloud.url}/v1/account/${encodeURIComponent(account)}/history?${new URLSearchParams({
          projectId: PROJECT,
          ...query,
        })}`,
      )

    /** Sends, waits until both chain ids have indexed it, and answers the receipt. */
    const send = async (...args: Parameters<DevnetSender['send']>) => {
      const receipt = await chain.send(...args)
      await Promise.all([
        waitForIndexed(cloud.db, DEVNET, receipt.blockNumber),
        waitForIndexed(cloud.db, MIRROR, receipt.blockNumber),
      ])
      return receipt
    }

    /** A new account holding `eth`, so its history holds only what the test sends. */
    const freshAccount = async (eth = '10'): Promise<Account> => {
      const account = privateKeyToAccount(generatePrivateKey())
      await send(signer(0), { to: account.address, value: parseEther(eth) })
      return account
    }

    const entryOf = (page: HistoryResponse, hash: string) => {
      const entry = page.data.find((tx) => tx.metadata.hash === hash)
      if (!entry) throw new Error(`${hash} is not in the page`)
      return entry
    }

    const tokenIcon = (symbol: string) => `${cloud.url}/public/getTokenImage/${symbol}`

    tests({
      get cloud() {
        return cloud
      },
      get chain() {
        return chain
      },
      history,
      send,
      freshAccount,
      entryOf,
      tokenIcon,
    })
  })
}

export interface HistoryKit {
  readonly cloud: Cloud
  readonly chain: DevnetSender
  /** GET /v1/account/<account>/history for PROJECT. */
  history(
    account: string,
    query?: Record<string, string>,
  ): Promise<JsonResponse<HistoryResponse & { error?: string }>>
  /** Sends, waits until both chain ids have indexed it, and answers the receipt. */
  send: DevnetSender['send']
  /** A new account holding `eth`, so its history holds only what the test sends. */
  freshAccount(eth?: string): Promise<Account>
  entryOf(page: HistoryResponse, hash: string): HistoryResponse['data'][number]
  /** The URL the cloud gives a token's icon. */
  tokenIcon(symbol: string): string
}
