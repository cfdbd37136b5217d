/**
 * Test fixtures shared by the CACAO tests: two signers, one sign-in request and what a wallet does with it
 * (not part of the package's runtime; only *.test.ts files import this).
 */
import { privateKeyToAccount } from 'viem/accounts'
import type { AuthPayload, Cacao } from '../sign/types.ts'
import { buildCacao, type VerifyCacaoOptions, verifyCacao } from './cacao.ts'
import { formatSiweMessage } from './siwe.ts'

export const alice = privateKeyToAccount(`0x${'11'.repeat(32)}`)
export const bob = privateKeyToAccount(`0x${'22'.repeat(32)}`)
export const NOW = Date.parse('2024-05-01T10:00:00.000Z')
export const REQUEST = {
  chains: ['eip155:1', 'eip155:137'],
  domain: 'app.example',
  nonce: 'n0nc3n0nc3',
  uri: 'https://app.example/login',
}
export const EXPECTED = {
  domain: REQUEST.domain,
  nonce: REQUEST.nonce,
  aud: REQUEST.uri,
  chains: REQUEST.chains,
}

/** What a wallet does for one chain: populate, format, personal_sign, wrap. */
export async function walletSign(
  payload: AuthPayload,
  {
    chain = 'eip155:1',
    account = alice,
    tamper,
  }: { chain?: string; account?: typeof alice; tamper?: (p: AuthPayload) => AuthPayload } = {},
): Promise<Cacao> {
  const iss = `did:pkh:${chain}:${account.address}`
  const signature = await account.signMessage({ message: formatSiweMessage(payload, iss) })
  return buildCacao(tamper ? tamper(payload) : payload, iss, signature)
}

/** verifyCacao against the request above, at NOW. */
export const verify = (cacao: unknown, options: Partial<VerifyCacaoOptions> = {}) =>
  verifyCacao(cacao, { expected: EXPECTED, now: NOW, ...options })
