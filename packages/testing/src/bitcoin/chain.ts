import type { AddressInfo } from 'node:net'
import { TEST_ACCOUNT_FUNDING } from './accounts.ts'
import { createLedger } from './ledger.ts'
import {
  BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID,
  BITCOIN_TEST_CHAIN_NETWORK,
  BITCOIN_TEST_CHAIN_PORT,
  type BitcoinTestChainNetwork,
} from './network.ts'
import { createEsploraServer } from './server.ts'

/** How to run the Bitcoin test chain. */
export interface BitcoinTestChainOptions {
  /** Port of the Esplora API; default 8791, 0 for any free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * Mine a block this many milliseconds after a transaction (or faucet credit) enters the mempool, so
   * sends confirm without a test calling `mine`. Off (mine on demand only) when 0 or omitted.
   */
  autoMine?: number
  /** Receives one line per start, accepted or refused transaction, faucet credit and block. Silent by default. */
  log?: (line: string) => void
}

/** A running Bitcoin TEST chain (not a Bitcoin node) behind an Esplora-compatible API. */
export interface BitcoinTestChain {
  /** Esplora base URL, http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string
  readonly caipNetworkId: typeof BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID
  /** Regtest address parameters. */
  readonly network: BitcoinTestChainNetwork
  /** Test-only: pays `sats` to `address` from nothing (a coinbase-like transaction in the mempool). Returns its txid. */
  faucet(address: string, sats: bigint): Promise<string>
  /** Mines `blocks` blocks (default 1); the first takes the whole mempool. */
  mine(blocks?: number): Promise<void>
  /** Confirmed plus unconfirmed balance of `address` in sats, from the UTXO set. */
  balance(address: string): Promise<bigint>
  stop(): Promise<void>
}

/**
 * Starts the Airlock Bitcoin TEST chain: an in-process ledger with regtest addresses (bcrt1…) behind the
 * Esplora REST routes wallets and @scure/btc-signer's EsploraProvider use, plus test-only POST /test/faucet
 * `{address, sats}` and POST /test/mine `{blocks}`. It accepts transactions whose inputs are unspent and
 * whose p2wpkh or p2tr key-path signatures verify, refuses the rest as Esplora does (400
 * `sendrawtransaction RPC error: …`), and keeps them in a mempool until mined. testBitcoinAccounts[0] is
 * funded (1 BTC p2wpkh, 0.1 BTC p2tr) and mined at start.
 *
 * @example
 * import { startBitcoinTestChain, testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
 * import { EsploraProvider } from '@scure/btc-signer/net.js'
 * const chain = await startBitcoinTestChain({ port: 0 })
 * const esplora = new EsploraProvider(fetch, chain.url, chain.network)
 * await esplora.balance(testBitcoinAccounts[0].address) // { balance: 100000000n, ... }
 * await chain.stop()
 */
export async function startBitcoinTestChain(
  options: BitcoinTestChainOptions = {},
): Promise<BitcoinTestChain> {
  const { port = BITCOIN_TEST_CHAIN_PORT, host = '127.0.0.1', autoMine = 0, log } = options
  const say = (line: string) => log?.(`[bitcoin TEST chain] ${line}`)
  const ledger = createLedger(BITCOIN_TEST_CHAIN_NETWORK)
  let timer: ReturnType<typeof setTimeout> | undefined

  const mineNow = (blocks: number) => {
    if (timer) clearTimeout(timer)
    timer = undefined
    for (const block of ledger.mine(blocks)) {
      say(`mined block ${block.height} ${block.id} with ${block.txids.length} transaction(s)`)
    }
  }
  const entered = (txid: string, what: string) => {
    say(`${what} ${txid} entered the mempool`)
    if (autoMine > 0 && !timer) {
      timer = setTimeout(() => mineNow(1), autoMine)
      timer.unref()
    }
  }
  const faucet = async (address: string, sats: bigint) => {
    const txid = ledger.faucet(address, sats)
    entered(txid, `faucet credit of ${sats} sats to ${address}:`)
    return txid
  }
  const mine = async (blocks = 1) => mineNow(blocks)

  for (const { address, sats } of TEST_ACCOUNT_FUNDING) ledger.faucet(address, sats)
  ledger.mine(1)

  const server = createEsploraServer(ledger, {
    faucet,
    mine,
    submitted: (txid) => entered(txid, 'transaction'),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`
  say(`Esplora API at ${url} (regtest addresses, not a Bitcoin node)`)

  return {
    url,
    caipNetworkId: BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID,
    network: BITCOIN_TEST_CHAIN_NETWORK,
    faucet,
    mine,
    balance: async (address) => ledger.unspentOf(address).reduce((sum, output) => sum + output.value, 0n),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        if (timer) clearTimeout(timer)
        timer = undefined
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
