import type { EIP1193RequestFn, Transport } from 'viem'

/** The same transport with its request function replaced by `map(request)`: how our additions sit on viem's. */
export function mapRequest(
  transport: Transport,
  map: (request: EIP1193RequestFn) => EIP1193RequestFn,
): Transport {
  return ((parameters: Parameters<Transport>[0]) => {
    const inner = transport(parameters)
    return { ...inner, request: map(inner.request) }
  }) as Transport
}
