import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

/**
 * Every RPC endpoint of a network failed: the cloud gateway and each of the network's own endpoints, after
 * the transport's retries (3, from 150 ms doubling). `url` (in the short message) is the last endpoint tried,
 * whose failure is the `cause`; `urls` lists every endpoint of the chain in the order they are configured. A
 * node that answered with a JSON-RPC error (a revert, too low a balance) is not this error: it stays the
 * node's own error.
 *
 * @example
 * if (error instanceof UnavailableRpcUrlError) console.error(error.chain, error.urls, error.walk())
 */
export class UnavailableRpcUrlError extends BaseError {
  override name = 'UnavailableRpcUrlError'
  readonly chain: string
  readonly url: string
  readonly urls: readonly string[]

  constructor({
    chain,
    url,
    urls = [url],
    cause,
  }: {
    chain: string
    url: string
    urls?: readonly string[]
    cause?: unknown
  }) {
    super(ErrorMessages.UNAVAILABLE_RPC_URL(chain, url), {
      cause,
      metaMessages: ['URLs tried:', ...urls.map((each) => `  ${each}`)],
    })
    this.chain = chain
    this.url = url
    this.urls = urls
  }
}
