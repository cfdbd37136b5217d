/** A CAIP-122 sign-in message's fields, as written (no chain or address checks yet). */
export interface Caip122Fields {
  scheme?: string | undefined
  domain: string
  /** The chain family the first line names ("Solana", "Bitcoin"); wallets word it freely, so it is not checked. */
  blockchain: string
  address: string
  statement?: string | undefined
  uri: string
  version: string
  /** As written: a CAIP-2 id (solana:5eykt4…), its reference alone, or a cluster name (mainnet…). */
  chainId: string
  nonce: string
  issuedAt?: Date | undefined
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

const HEADER = /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your (.+) account:$/

const FIELDS = {
  'URI: ': 'uri',
  'Version: ': 'version',
  'Chain ID: ': 'chainId',
  'Nonce: ': 'nonce',
  'Issued At: ': 'issuedAt',
  'Expiration Time: ': 'expirationTime',
  'Not Before: ': 'notBefore',
  'Request ID: ': 'requestId',
} as const

type FieldName = (typeof FIELDS)[keyof typeof FIELDS]

/** Whether a message is a CAIP-122 sign-in for a non-EVM account: its second line is not a 0x address. */
export function isNonEvmSignIn(text: string): boolean {
  const [header, address] = text.split('\n')
  return header !== undefined && HEADER.test(header) && !!address && !/^0x/i.test(address)
}

function date(value: string | undefined): Date | undefined | null {
  if (value === undefined) return undefined
  const parsed = new Date(value)
  // ISO 8601 (RFC 3339) only: Date also reads forms a message must not use.
  return /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(parsed.getTime()) ? parsed : null
}

/**
 * Reads a CAIP-122 sign-in message (the EIP-4361 template with any chain's account and a CAIP-2 chain id, as
 * Sign-In with Solana and Sign-In with Bitcoin wallets write it; AppKit's informal form too). Undefined when the
 * text is not one: required fields missing, unknown lines, a field twice, or a time that is not ISO 8601.
 *
 * @example
 * parseCaip122Message([
 *   'dapp.example.com wants you to sign in with your Solana account:',
 *   'GxXq3kY8B5yTjCtMbHZ2v8Z4gP6mzQwz8VnTvW9aBfCd',
 *   '',
 *   'URI: https://dapp.example.com',
 *   'Version: 1',
 *   'Chain ID: solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
 *   'Nonce: 5d41402abc4b2a76b9719d911017c592',
 *   'Issued At: 2026-11-25T12:00:00.000Z',
 * ].join('\n'))?.chainId // 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
 */
export function parseCaip122Message(text: string): Caip122Fields | undefined {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  const address = lines[1]
  if (!header || !address || /\s/.test(address)) return undefined
  const uriAt = lines.findIndex((line, index) => index >= 2 && line.startsWith('URI: '))
  if (uriAt < 0) return undefined
  // Between the address and URI: blank lines around at most one statement line.
  const between = lines.slice(2, uriAt).filter((line) => line !== '')
  if (between.length > 1) return undefined
  const values: Partial<Record<FieldName, string>> = {}
  let resources: string[] | undefined
  for (let index = uriAt; index < lines.length; index++) {
    const line = lines[index]!
    if (resources) {
      if (!line.startsWith('- ')) return undefined
      resources.push(line.slice(2))
      continue
    }
    if (line === 'Resources:') {
      resources = []
      continue
    }
    const prefix = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((key) => line.startsWith(key))
    if (!prefix) return undefined
    const name = FIELDS[prefix]
    if (values[name] !== undefined) return undefined
    values[name] = line.slice(prefix.length)
  }
  const { uri, version, chainId, nonce } = values
  if (!uri || !version || !chainId || !nonce) return undefined
  const issuedAt = date(values.issuedAt)
  const expirationTime = date(values.expirationTime)
  const notBefore = date(values.notBefore)
  if (issuedAt === null || expirationTime === null || notBefore === null) return undefined
  return {
    scheme: header[1],
    domain: header[2]!,
    blockchain: header[3]!,
    address,
    statement: between[0],
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId: values.requestId,
    resources,
  }
}
