import { parseAbi } from 'viem'

/** What the cloud reads and sends of AirlockSessionValidator (services/devnet/contracts). */
export const sessionValidatorAbi = parseAbi([
  'struct Session { address signer; uint48 validAfter; uint48 validUntil; uint256 nativeLimit; address token; uint256 tokenLimit; }',
  'struct Permission { address target; bytes4 selector; }',
  'function sessionIds(address account) view returns (bytes32[])',
  'function getSession(address account, bytes32 id) view returns (Session session, uint256 nativeSpent, uint256 tokenSpent, bool revoked, bool exists)',
  'function getPermissions(address account, bytes32 id) view returns (Permission[])',
  'function revokeWithSignature(address account, bytes32 id, bytes signature)',
  'error SessionNotFound()',
  'error SessionIsRevoked()',
  'error InvalidSignature()',
])

export const erc20MetadataAbi = parseAbi([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])
