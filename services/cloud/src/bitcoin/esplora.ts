import { UpstreamError } from '../rpc/upstream.ts'

/** Funded and spent output totals of an address, as Esplora counts them. */
export interface EsploraStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export interface EsploraAddress {
  address: string
  chain_stats: EsploraStats
  mempool_stats?: EsploraStats
}

export interface EsploraOutput {
  scriptpubkey?: string
  scriptpubkey_address?: string
  scriptpubkey_type?: string
  value: number
}

export interface EsploraTx {
  txid: string
  version?: number
  locktime?: number
  vin: { txid?: string; vout?: number; prevout?: EsploraOutput | null; is_coinbase?: boolean }[]
  vout: EsploraOutput[]
  fee?: number
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number }
}

/** The cloud's reads of one Esplora API (balances, activity). */
export interface EsploraReader {
  address(address: string): Promise<EsploraAddress>
  /** Mempool transactions first, then the newest confirmed ones (25 on real Esplora). */
  transactions(address: string): Promise<EsploraTx[]>
  /** The next confirmed transactions after `lastTxid` (newest first). */
  transactionsAfter(address: string, lastTxid: string): Promise<EsploraTx[]>
}

/**
 * A reader for the Esplora API at `baseUrl`. Failures throw UpstreamError worded for the caller, without the
 * URL (hosted Esplora URLs may carry API keys).
 *
 * @example
 * const esplora = createEsploraReader('bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'http://127.0.0.1:8791', 8000)
 * const { chain_stats } = await esplora.address('bcrt1q…')
 */
export function createEsploraReader(
  caipNetworkId: string,
  baseUrl: string,
  timeoutMs: number,
): EsploraReader {
  async function get<T>(path: string): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError' ? `did not answer within ${timeoutMs} ms` : 'is unavailable'
      throw new UpstreamError(`The ${caipNetworkId} Esplora API ${reason}`, { cause: error })
    }
    if (!response.ok) {
      throw new UpstreamError(`The ${caipNetworkId} Esplora API answered HTTP ${response.status}`)
    }
    try {
      return (await response.json()) as T
    } catch (error) {
      throw new UpstreamError(`The ${caipNetworkId} Esplora API answered invalid JSON`, { cause: error })
    }
  }
  const at = (address: string) => `/address/${encodeURIComponent(address)}`
  return {
    address: (address) => get(at(address)),
    transactions: (address) => get(`${at(address)}/txs`),
    transactionsAfter: (address, lastTxid) => get(`${at(address)}/txs/chain/${encodeURIComponent(lastTxid)}`),
  }
}
