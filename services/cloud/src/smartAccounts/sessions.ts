import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { HttpError } from '../http/errors.ts'
import { erc20MetadataAbi, sessionValidatorAbi } from './abi.ts'

/** One smart session as GET /v1/sessions/{address} lists it (the kit's SmartSession). */
export interface SessionView {
  pci: Hex
  chainId: string
  signer: Address
  validAfter: number
  validUntil: number
  revoked: boolean
  native: { limit: string; spent: string }
  token?: { address: Address; symbol?: string; decimals?: number; limit: string; spent: string }
  permissions: { target: Address; selector: Hex; functionName?: string }[]
}

/** Selectors a session commonly allows, named for people; others show as their selector. */
const KNOWN_SELECTORS: Record<string, string> = {
  '0x00000000': 'send ether',
  '0xa9059cbb': 'transfer',
  '0x095ea7b3': 'approve',
  '0x23b872dd': 'transferFrom',
  '0x38ed1739': 'swapExactTokensForTokens',
  '0x7ff36ab5': 'swapExactETHForTokens',
  '0x18cbafe5': 'swapExactTokensForETH',
}

const PCI_PARAMETERS = [{ type: 'address' }, { type: 'bytes32' }] as const

/** A permissions context as wallets make it: abi.encode(validator, id). */
export function encodePermissionsContext(validator: Address, id: Hex): Hex {
  return encodeAbiParameters(PCI_PARAMETERS, [validator, id])
}

export function decodePermissionsContext(pci: Hex): { validator: Address; id: Hex } {
  try {
    const [validator, id] = decodeAbiParameters(PCI_PARAMETERS, pci)
    return { validator, id }
  } catch {
    throw new HttpError(400, 'pci is not a permissions context (abi.encode(validator, id))')
  }
}

async function tokenInfo(client: PublicClient, token: Address) {
  const [symbol, decimals] = await Promise.all([
    client
      .readContract({ address: token, abi: erc20MetadataAbi, functionName: 'symbol' })
      .catch(() => undefined),
    client
      .readContract({ address: token, abi: erc20MetadataAbi, functionName: 'decimals' })
      .catch(() => undefined),
  ])
  return { ...(symbol ? { symbol } : {}), ...(decimals !== undefined ? { decimals } : {}) }
}

/** Every session the account enabled on the validator, newest first, read from the chain. */
export async function readSessions(
  client: PublicClient,
  validator: Address,
  account: Address,
  chainId: string,
): Promise<SessionView[]> {
  const ids = await client.readContract({
    address: validator,
    abi: sessionValidatorAbi,
    functionName: 'sessionIds',
    args: [account],
  })
  const sessions = await Promise.all(
    ids.map(async (id) => {
      const [[session, nativeSpent, tokenSpent, revoked], permissions] = await Promise.all([
        client.readContract({
          address: validator,
          abi: sessionValidatorAbi,
          functionName: 'getSession',
          args: [account, id],
        }),
        client.readContract({
          address: validator,
          abi: sessionValidatorAbi,
          functionName: 'getPermissions',
          args: [account, id],
        }),
      ])
      const hasToken = !isAddressEqual(session.token, zeroAddress)
      const view: SessionView = {
        pci: encodePermissionsContext(validator, id),
        chainId,
        signer: getAddress(session.signer),
        validAfter: session.validAfter,
        validUntil: session.validUntil,
        revoked,
        native: { limit: session.nativeLimit.toString(), spent: nativeSpent.toString() },
        ...(hasToken
          ? {
              token: {
                address: getAddress(session.token),
                ...(await tokenInfo(client, session.token)),
                limit: session.tokenLimit.toString(),
                spent: tokenSpent.toString(),
              },
            }
          : {}),
        permissions: permissions.map((permission) => {
          const functionName = KNOWN_SELECTORS[permission.selector]
          return {
            target: getAddress(permission.target),
            selector: permission.selector,
            ...(functionName ? { functionName } : {}),
          }
        }),
      }
      return view
    }),
  )
  return sessions.reverse()
}
