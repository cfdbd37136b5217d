import { type CaipNetwork, NoRpcUrlError } from '@airlock/core'
import { EsploraError } from './errors.ts'

/** An unspent output as Esplora lists it (`GET /address/:a/utxo`). */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

interface AddressStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/**
 * A small client for the Esplora REST API (Blockstream's and mempool.space's, and the Airlock Bitcoin test
 * chain's): the network's `rpcUrls.default` url is its base.
 */
export interface EsploraClient {
  readonly url: string
  /** Confirmed plus mempool balance in satoshis (funded − spent over both). */
  balance(address: string): Promise<bigint>
  utxos(address: string): Promise<EsploraUtxo[]>
  /** Fee rate in sat/vB for the given confirmation target (in blocks), at least 1. */
  feeRate(targetBlocks?: number): Promise<number>
  /** Broadcasts a raw transaction (hex); resolves with its txid. */
  broadcast(rawHex: string): Promise<string>
  /** Whether the transaction is in a block; undefined when the node does not know it. */
  status(txid: string): Promise<{ confirmed: boolean } | undefined>
}

/**
 * The Esplora base url of a network, without a trailing slash: its first http url that is a REST base. The kit
 * points every network's `default` at its JSON-RPC gateway (`…/v1/?chainId=…`), which does not serve Bitcoin's
 * REST API, and moves the network's own urls to `chainDefault`: a url with a query string is skipped.
 *
 * @example
 * esploraUrlOf(bitcoin) // 'https://mempool.space/api'
 */
export function esploraUrlOf(network: CaipNetwork): string {
  const candidates = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  const url = candidates.find((candidate) => !candidate.includes('?'))
  if (!url) throw new NoRpcUrlError(network.caipNetworkId)
  return url.replace(/\/+$/, '')
}

/**
 * Creates an Esplora client for a base url.
 *
 * @example
 * const esplora = createEsploraClient('https://mempool.space/api')
 * const sats = await esplora.balance('bc1q…')
 */
export function createEsploraClient(url: string, fetchFn: typeof fetch = globalThis.fetch): EsploraClient {
  const base = url.replace(/\/+$/, '')

  async function call(path: string, init?: RequestInit): Promise<Response> {
    const target = `${base}${path}`
    let response: Response
    try {
      response = await fetchFn(target, init)
    } catch (cause) {
      throw new EsploraError(target, { cause })
    }
    return response
  }

  async function ok(path: string, init?: RequestInit): Promise<Response> {
    const response = await call(path, init)
    if (!response.ok) {
      const details = (await response.text().catch(() => '')).trim()
      throw new EsploraError(`${base}${path}`, {
        status: response.status,
        ...(details ? { details: details.slice(0, 500) } : {}),
      })
    }
    return response
  }

  return {
    url: base,

    async balance(address) {
      const body = (await (await ok(`/address/${encodeURIComponent(address)}`)).json()) as {
        chain_stats: AddressStats
        mempool_stats?: AddressStats
      }
      const sum = (stats: AddressStats | undefined) =>
        stats ? BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum) : 0n
      return sum(body.chain_stats) + sum(body.mempool_stats)
    },

    async utxos(address) {
      return (await (await ok(`/address/${encodeURIComponent(address)}/utxo`)).json()) as EsploraUtxo[]
    },

    async feeRate(targetBlocks = 1) {
      const estimates = (await (await ok('/fee-estimates')).json()) as Record<string, number>
      // The nearest target at or above the one asked for (Esplora lists 1…25, 144, 504, 1008).
      const targets = Object.keys(estimates)
        .map(Number)
        .filter((t) => Number.isFinite(t))
        .sort((a, b) => a - b)
      const target = targets.find((t) => t >= targetBlocks) ?? targets.at(-1)
      const rate = target === undefined ? undefined : estimates[String(target)]
      return Math.max(1, Math.ceil(rate ?? 1))
    },

    async broadcast(rawHex) {
      const response = await ok('/tx', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: rawHex,
      })
      return (await response.text()).trim()
    },

    async status(txid) {
      const response = await call(`/tx/${encodeURIComponent(txid)}/status`)
      if (response.status === 404) return undefined
      if (!response.ok) throw new EsploraError(`${base}/tx/${txid}/status`, { status: response.status })
      const body = (await response.json()) as { confirmed?: boolean }
      return { confirmed: body.confirmed === true }
    },
  }
}
