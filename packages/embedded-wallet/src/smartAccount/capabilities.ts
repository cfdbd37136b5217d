import { SUPPORTED_PERMISSION_TYPES, SUPPORTED_POLICY_TYPES, SUPPORTED_SIGNER_TYPES } from './permissions.ts'

/**
 * EIP-5792 wallet_getCapabilities for one chain. EIP-5792 v2 says `atomic: { status }`; v1 readers look for
 * `atomicBatch: { supported }`, so a smart account answers both. An EOA has no atomic batch: 'unsupported'.
 */
export function chainCapabilities(options: { smartAccount: boolean; paymaster: boolean }) {
  if (!options.smartAccount) return { atomic: { status: 'unsupported' as const } }
  return {
    atomic: { status: 'supported' as const },
    atomicBatch: { supported: true },
    ...(options.paymaster ? { paymasterService: { supported: true } } : {}),
    permissions: {
      supported: true,
      signerTypes: [...SUPPORTED_SIGNER_TYPES],
      permissionTypes: [...SUPPORTED_PERMISSION_TYPES],
      policyTypes: [...SUPPORTED_POLICY_TYPES],
    },
  }
}

export type ChainCapabilities = ReturnType<typeof chainCapabilities>
