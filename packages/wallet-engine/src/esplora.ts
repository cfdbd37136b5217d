import { chainDisconnected, internalError, ProviderRpcError } from './errors.ts'
import { isLoopbackUrl } from './loopbackUrl.ts'

/** An unspent output as Esplora's GET /address/:a/utxo lists it. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
}

/**
 * The Esplora routes a Bitcoin wallet needs to pay (UTXOs, fee rate, broadcast), with a dapp's errors: a
 * chain that cannot be reached is 4901, an answer the chain refuses is -32603 with the chain's own reason.
 * Loopback urls only, checked on every call: the wallets built on this engine pay on a local test chain, never
 * on a real network.
 *
 * @example
 * const esplora = new EsploraClient('http://127.0.0.1:8791')
 * const txid = await esplora.broadcast(tx.hex)
 */
export class EsploraClient {
  readonly baseUrl: string

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '')
  }

  async utxos(address: string): Promise<EsploraUtxo[]> {
    const body = (await (await this.#fetch(`/address/${address}/utxo`)).json()) as unknown
    if (!Array.isArray(body)) throw internalError(`Esplora's /address/${address}/utxo is not a list.`)
    return body as EsploraUtxo[]
  }

  /** sat/vB for the next block (/fee-estimates' "1" target, else "2"), at least 1. */
  async feeRate(): Promise<number> {
    const estimates = (await (await this.#fetch('/fee-estimates')).json()) as Record<string, unknown>
    const rate = Number(estimates['1'] ?? estimates['2'] ?? 1)
    return Number.isFinite(rate) && rate >= 1 ? rate : 1
  }

  /** POST /tx: the txid, or the chain's refusal (e.g. "sendrawtransaction RPC error: …") as -32603. */
  async broadcast(txHex: string): Promise<string> {
    const response = await this.#fetch('/tx', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: txHex,
    })
    return (await response.text()).trim()
  }

  async #fetch(path: string, init?: RequestInit): Promise<Response> {
    if (!isLoopbackUrl(this.baseUrl)) {
      throw new ProviderRpcError(
        4901,
        `The Esplora url ${this.baseUrl} is not on this machine: this wallet pays on a local test chain only.`,
      )
    }
    let response: Response
    try {
      response = await fetch(`${this.baseUrl}${path}`, init)
    } catch (error) {
      throw chainDisconnected({
        esploraUrl: this.baseUrl,
        reason: error instanceof Error ? error.message : String(error),
      })
    }
    if (!response.ok) {
      const text = (await response.text()).slice(0, 500)
      throw new ProviderRpcError(-32603, text || `Esplora answered HTTP ${response.status} to ${path}.`, {
        status: response.status,
      })
    }
    return response
  }
}
