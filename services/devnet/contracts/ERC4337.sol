// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

// ERC-4337 v0.7 and ERC-7579 pieces shared by AirlockSmartAccount and AirlockSessionValidator, written out here
// because the devnet compiles self-contained sources (no npm imports). They match
// @account-abstraction/contracts@0.7.0 (PackedUserOperation, validation data) and ERC-7579 (module type 1).

/// @notice The user operation EntryPoint v0.7 hands to accounts: gas limits and fees are packed two to a word.
struct PackedUserOperation {
  address sender;
  uint256 nonce;
  bytes initCode;
  bytes callData;
  bytes32 accountGasLimits;
  uint256 preVerificationGas;
  bytes32 gasFees;
  bytes paymasterAndData;
  bytes signature;
}

/// @notice One call of AirlockSmartAccount.executeBatch (the session validator decodes the same shape).
struct Call {
  address target;
  uint256 value;
  bytes data;
}

// ERC-7579 module type of a validator, the only type AirlockSmartAccount installs.
uint256 constant MODULE_TYPE_VALIDATOR = 1;

// What validateUserOp returns for a wrong signature: the EntryPoint then fails the operation with AA24.
uint256 constant SIG_VALIDATION_FAILED = 1;

// ERC-1271's answer for a valid signature (isValidSignature's selector).
bytes4 constant ERC1271_MAGIC_VALUE = 0x1626ba7e;

/// Validation data as EntryPoint v0.7 reads it: authorizer (0 ok, 1 failed) ‖ validUntil ‖ validAfter, with
/// validUntil 0 meaning no expiry. The EntryPoint enforces the time range itself (AA22).
function packValidationData(bool sigFailed, uint48 validUntil, uint48 validAfter) pure returns (uint256) {
  return (sigFailed ? SIG_VALIDATION_FAILED : 0) | (uint256(validUntil) << 160) | (uint256(validAfter) << 208);
}

/// EIP-191 "\x19Ethereum Signed Message:\n32" ‖ hash: what viem's signMessage({ message: { raw: hash } }) signs.
function toEthSignedMessageHash(bytes32 hash) pure returns (bytes32 digest) {
  assembly {
    mstore(0x00, "\x19Ethereum Signed Message:\n32")
    mstore(0x1c, hash)
    digest := keccak256(0x00, 0x3c)
  }
}

/// @notice ERC-1271: contract signatures.
interface IERC1271 {
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// @notice An ERC-7579-style validator module as AirlockSmartAccount calls it.
interface IAirlockValidator {
  function onInstall(bytes calldata data) external;
  function onUninstall(bytes calldata data) external;
  function isModuleType(uint256 moduleTypeId) external view returns (bool);
  /// @dev msg.sender is the account. Returns packed validation data; reverts for an operation it refuses.
  function validateUserOp(PackedUserOperation calldata op, bytes32 userOpHash) external returns (uint256);
}
