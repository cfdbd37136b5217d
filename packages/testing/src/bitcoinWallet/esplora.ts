import { chainDisconnected, internalError, isLoopbackUrl, ProviderRpcError } from '@airlock/wallet-engine'

/** An unspent output as Esplora's GET /address/:a/utxo lists it. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
}

/** The few Esplora routes the test wallet needs, on a loopback base url only (tests never go online). */
export class EsploraClient {
  readonly baseUrl: string

  constructor(baseUrl: string) {
    if (!isLoopbackUrl(baseUrl)) {
      throw new Error(`TestBitcoinWallet: esploraUrl must be a loopback url, got ${baseUrl}.`)
    }
    this.baseUrl = baseUrl.replace(/\/+$/, '')
  }

  async utxos(address: string): Promise<EsploraUtxo[]> {
    const response = await this.#fetch(`/address/${address}/utxo`)
    const body = (await response.json()) as unknown
    if (!Array.isArray(body)) throw internalError(`Esplora's /address/${address}/utxo is not a list.`)
    return body as EsploraUtxo[]
  }

  /** sat/vB for the next block: /fee-estimates' "1" target, at least 1. */
  async feeRate(): Promise<number> {
    const response = await this.#fetch('/fee-estimates')
    const estimates = (await response.json()) as Record<string, unknown>
    const rate = Number(estimates['1'] ?? estimates['2'] ?? 1)
    return Number.isFinite(rate) && rate >= 1 ? rate : 1
  }

  /** POST /tx; the txid, or the chain's reason (e.g. "sendrawtransaction RPC error: …") as a -32603 error. */
  async broadcast(txHex: string): Promise<string> {
    const response = await this.#fetch('/tx', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: txHex,
    })
    return (await response.text()).trim()
  }

  async #fetch(path: string, init?: RequestInit): Promise<Response> {
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
