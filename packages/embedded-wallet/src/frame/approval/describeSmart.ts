import { formatEther, formatUnits, type Hex } from 'viem'
import type { ParsedGrant, RequestedPermission } from '../../smartAccount/permissions.ts'
import type { ApprovalDescription, ApprovalField, ApprovalSection } from './describe.ts'
import { describeCall, networkName } from './describe.ts'
import type { TokenInfos } from './tokenInfo.ts'

/**
 * The approval card's content for the smart-account requests: which account sends and who pays its gas, a
 * permission grant (what a session key may call, how much it may spend, until when), a revocation and a
 * dapp-built user operation. Pure, like describe.ts.
 */

/** The section that says the smart account sends, and who pays its gas. */
export function smartAccountSection(address: string, sponsored: boolean, deployed: boolean): ApprovalSection {
  const fields: ApprovalField[] = [
    { label: 'Smart account', value: address, mono: true },
    { label: 'Network fee', value: sponsored ? 'Paid by the app' : 'Paid by your smart account' },
  ]
  if (!deployed) fields.push({ label: 'First use', value: 'This also creates your smart account' })
  return { heading: 'Account', fields }
}

/** A time in seconds as the visitor reads it, in UTC so the card says the same everywhere. */
export function expiryText(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
}

function allowanceOf(permission: RequestedPermission): bigint | undefined {
  const policy = permission.policies.find((item) => item.type === 'token-allowance')
  const value = (policy?.data as { allowance?: unknown } | undefined)?.allowance
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
    try {
      return BigInt(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

function permissionSection(permission: RequestedPermission, tokens?: TokenInfos): ApprovalSection {
  const data = (permission.data ?? {}) as { address?: string; calls?: unknown[] }
  switch (permission.type) {
    case 'contract-call':
      return {
        heading: 'Call a contract',
        fields: [
          { label: 'Contract', value: data.address ?? '', mono: true },
          {
            label: 'Functions',
            value: (data.calls ?? []).map(String).join(', '),
            mono: true,
          },
        ],
      }
    case 'native-token-transfer':
      return {
        heading: 'Spend ETH',
        fields: [{ label: 'Limit', value: `${formatEther(allowanceOf(permission) ?? 0n)} ETH` }],
      }
    default: {
      const token = data.address ?? ''
      const info = tokens?.get(token.toLowerCase())
      const limit = allowanceOf(permission) ?? 0n
      return {
        heading: info ? `Spend ${info.symbol}` : 'Spend a token',
        fields: [
          { label: 'Token', value: token, mono: true },
          info
            ? { label: 'Limit', value: `${formatUnits(limit, info.decimals)} ${info.symbol}` }
            : { label: 'Limit (token units)', value: limit.toString() },
        ],
      }
    }
  }
}

export function describeGrant(
  grant: ParsedGrant,
  chainId: number,
  account: { address: string; sponsored: boolean; deployed: boolean },
  tokens?: TokenInfos,
): ApprovalDescription {
  const sections: ApprovalSection[] = [
    {
      heading: 'Session',
      fields: [
        { label: 'Session key', value: grant.signer, mono: true },
        { label: 'Expires', value: expiryText(grant.expiry) },
      ],
    },
    ...grant.granted.map((permission) => permissionSection(permission, tokens)),
  ]
  const left = grant.requested.filter((permission) => !grant.granted.includes(permission))
  if (left.length > 0)
    sections.push({
      heading: 'Not granted (not supported)',
      fields: left.map((permission) => ({
        label: permission.type,
        value: permission.policies.map((policy) => policy.type).join(', ') || 'unsupported',
      })),
    })
  sections.push(smartAccountSection(account.address, account.sponsored, account.deployed))
  return { title: 'Grant permissions', network: networkName(chainId), sections }
}

export function describeRevoke(
  chainId: number,
  sessionId: Hex,
  account: { address: string; sponsored: boolean; deployed: boolean },
): ApprovalDescription {
  return {
    title: 'Revoke permissions',
    network: networkName(chainId),
    sections: [
      { heading: 'Session', fields: [{ label: 'Session id', value: sessionId, mono: true }] },
      smartAccountSection(account.address, account.sponsored, account.deployed),
    ],
  }
}

/** A dapp-built user operation: its calls decoded from execute / executeBatch, else its raw callData. */
export function describeUserOperation(
  chainId: number,
  calls: { to: string; value: bigint; data: Hex }[] | undefined,
  callData: Hex,
  account: { address: string; sponsored: boolean; deployed: boolean },
  tokens?: TokenInfos,
): ApprovalDescription {
  const sections: ApprovalSection[] = calls
    ? calls.map((call, index) => ({ heading: `Call ${index + 1}`, fields: describeCall(call, tokens) }))
    : [{ heading: 'User operation', fields: [{ label: 'Call data', value: callData, mono: true }] }]
  sections.push(smartAccountSection(account.address, account.sponsored, account.deployed))
  return { title: 'Send user operation', network: networkName(chainId), sections }
}
