/** What the kit puts in the frame's URL: projectId, chainId, version, enableLogger. */
export interface FrameParams {
  projectId: string
  chainId: number
  version: string
  enableLogger: boolean
}

/** A chain id as a number, from `31337`, `0x7a69` or `eip155:31337`; undefined for anything else. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  const parsed = /^0x[0-9a-f]+$/i.test(text)
    ? Number.parseInt(text, 16)
    : /^\d+$/.test(text)
      ? Number(text)
      : NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined
}

/** Reads the frame's parameters; throws when the project id or chain id is missing or malformed. */
export function readFrameParams(search: string): FrameParams {
  const query = new URLSearchParams(search)
  const projectId = query.get('projectId') ?? ''
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(projectId)) throw new Error('The frame needs a projectId parameter')
  const chainId = parseChainId(query.get('chainId') ?? '')
  if (chainId === undefined) throw new Error('The frame needs a chainId parameter')
  return {
    projectId,
    chainId,
    version: query.get('version') ?? '',
    enableLogger: query.get('enableLogger') === 'true',
  }
}
