import { parseAbi } from 'viem'

/**
 * The ABI fragments of the Airlock smart-account contracts (services/devnet/contracts), written out here
 * rather than imported: this package imports nothing of ours (the frame bundles viem and nothing else). They
 * match the Solidity sources (AirlockAccountFactory.sol, AirlockSmartAccount.sol,
 * AirlockSessionValidator.sol) exactly; a change there is a change here.
 */

export const airlockAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address account)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function accountImplementation() view returns (address)',
])

/** The account's own functions: execute, executeBatch, ERC-1271 isValidSignature and ERC-7579 module installs. */
export const airlockSmartAccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function initialize(address owner)',
  'function owner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function installModule(uint256 moduleTypeId, address module, bytes initData)',
  'function uninstallModule(uint256 moduleTypeId, address module, bytes deInitData)',
  'function isModuleInstalled(uint256 moduleTypeId, address module, bytes additionalContext) view returns (bool)',
  'event ModuleInstalled(uint256 moduleTypeId, address module)',
  'event ModuleUninstalled(uint256 moduleTypeId, address module)',
])

export const airlockSessionValidatorAbi = parseAbi([
  'struct Session { address signer; uint48 validAfter; uint48 validUntil; uint256 nativeLimit; address token; uint256 tokenLimit; }',
  'struct Permission { address target; bytes4 selector; }',
  'function onInstall(bytes data)',
  'function onUninstall(bytes data)',
  'function isModuleType(uint256 moduleTypeId) pure returns (bool)',
  'function enableSession(bytes32 id, Session session, Permission[] permissions)',
  'function revokeSession(bytes32 id)',
  'function revokeHash(address account, bytes32 id) view returns (bytes32)',
  'function revokeWithSignature(address account, bytes32 id, bytes signature)',
  'function getSession(address account, bytes32 id) view returns (Session session, uint256 nativeSpent, uint256 tokenSpent, bool revoked, bool exists)',
  'function isAllowed(address account, bytes32 id, address target, bytes4 selector) view returns (bool)',
  'function sessionIds(address account) view returns (bytes32[])',
  'event SessionEnabled(address indexed account, bytes32 indexed id, address signer, uint48 validUntil)',
  'event SessionRevoked(address indexed account, bytes32 indexed id)',
  'error SessionNotFound()',
  'error SessionIsRevoked()',
  'error CallNotAllowed(address target, bytes4 selector)',
  'error SpendLimitExceeded(uint256 limit, uint256 wanted)',
])

/** ERC-7579 module type of a validator (installModule's first argument). */
export const MODULE_TYPE_VALIDATOR = 1n
