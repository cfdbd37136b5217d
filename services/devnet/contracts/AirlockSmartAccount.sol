// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {
  Call,
  ERC1271_MAGIC_VALUE,
  IAirlockValidator,
  MODULE_TYPE_VALIDATOR,
  PackedUserOperation,
  SIG_VALIDATION_FAILED,
  toEthSignedMessageHash
} from "./ERC4337.sol";
import {recoverSigner} from "./Signatures.sol";

/// @title AirlockSmartAccount
/// @notice An EntryPoint v0.7 account owned by one ECDSA key, with ERC-7579-style validator modules (smart
/// sessions) picked by the user operation's nonce key, and ERC-1271 signatures. Deployed as ERC-1167 clones by
/// AirlockAccountFactory; this contract is the shared implementation.
contract AirlockSmartAccount {
  /// EIP-712 types of the replay-safe ERC-1271 signature: the owner signs the hash for this account only.
  bytes32 private constant DOMAIN_TYPEHASH =
    keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
  bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockMessage(bytes32 hash)");
  bytes32 private constant NAME_HASH = keccak256("Airlock Smart Account");
  bytes32 private constant VERSION_HASH = keccak256("1");

  address private immutable ENTRY_POINT;

  /// @notice The ECDSA key that signs the account's own user operations and its ERC-1271 signatures.
  address public owner;
  mapping(address validator => bool) private installedValidators;

  event ModuleInstalled(uint256 moduleTypeId, address module);
  event ModuleUninstalled(uint256 moduleTypeId, address module);

  error AlreadyInitialized();
  error InvalidOwner();
  error Unauthorized();
  error UnsupportedModuleType(uint256 moduleTypeId);
  error InvalidModule(address module);
  error ModuleAlreadyInstalled(address module);
  error ModuleNotInstalled(address module);

  modifier onlyEntryPoint() {
    if (msg.sender != ENTRY_POINT) revert Unauthorized();
    _;
  }

  modifier onlyEntryPointOrOwner() {
    if (msg.sender != ENTRY_POINT && msg.sender != owner) revert Unauthorized();
    _;
  }

  modifier onlyEntryPointOrSelf() {
    if (msg.sender != ENTRY_POINT && msg.sender != address(this)) revert Unauthorized();
    _;
  }

  constructor(address entryPoint_) {
    ENTRY_POINT = entryPoint_;
    // The implementation itself is never an account: a non-zero owner makes initialize() refuse on it.
    owner = address(0xdead);
  }

  /// @notice Sets the owner of a fresh clone; the factory calls it in the transaction that creates the clone.
  function initialize(address owner_) external {
    if (owner != address(0)) revert AlreadyInitialized();
    if (owner_ == address(0)) revert InvalidOwner();
    owner = owner_;
  }

  /// @notice The EntryPoint this account trusts (v0.7).
  function entryPoint() external view returns (address) {
    return ENTRY_POINT;
  }

  /// @notice Makes one call from the account; a revert bubbles up.
  function execute(address target, uint256 value, bytes calldata data) external onlyEntryPointOrOwner {
    _call(target, value, data);
  }

  /// @notice Makes the calls in order, atomically: the first revert undoes them all and bubbles up.
  function executeBatch(Call[] calldata calls) external onlyEntryPointOrOwner {
    for (uint256 i = 0; i < calls.length; i++) {
      _call(calls[i].target, calls[i].value, calls[i].data);
    }
  }

  /// @notice EntryPoint v0.7 validation. The nonce key's low 160 bits name the validator: zero is the owner,
  /// whose signature is ECDSA over the EIP-191 hash of userOpHash; otherwise an installed validator module
  /// answers. A wrong signature returns SIG_VALIDATION_FAILED rather than reverting, as ERC-4337 asks.
  /// @param missingAccountFunds What the EntryPoint still needs from the account for gas; paid here.
  function validateUserOp(PackedUserOperation calldata op, bytes32 userOpHash, uint256 missingAccountFunds)
    external
    onlyEntryPoint
    returns (uint256 validationData)
  {
    address validator = address(uint160(op.nonce >> 64));
    if (validator == address(0)) {
      validationData = recoverSigner(toEthSignedMessageHash(userOpHash), op.signature) == owner ? 0 : SIG_VALIDATION_FAILED;
    } else {
      if (!installedValidators[validator]) revert ModuleNotInstalled(validator);
      validationData = IAirlockValidator(validator).validateUserOp(op, userOpHash);
    }
    if (missingAccountFunds > 0) {
      // The EntryPoint checks the deposit itself (AA21), so a failed transfer needs no handling here.
      (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
      (paid);
    }
  }

  /// @notice ERC-1271: valid when the owner signed the EIP-712 typed data AirlockMessage(hash) in this
  /// account's domain, so one signature never counts for another account or for the owner's own address.
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    bytes32 domainSeparator =
      keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    bytes32 digest =
      keccak256(abi.encodePacked("\x19\x01", domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    return recoverSigner(digest, signature) == owner ? ERC1271_MAGIC_VALUE : bytes4(0xffffffff);
  }

  /// @notice Installs a validator module (type 1) and calls its onInstall(initData).
  function installModule(uint256 moduleTypeId, address module, bytes calldata initData) external onlyEntryPointOrSelf {
    if (moduleTypeId != MODULE_TYPE_VALIDATOR) revert UnsupportedModuleType(moduleTypeId);
    if (module.code.length == 0 || !IAirlockValidator(module).isModuleType(MODULE_TYPE_VALIDATOR)) {
      revert InvalidModule(module);
    }
    if (installedValidators[module]) revert ModuleAlreadyInstalled(module);
    installedValidators[module] = true;
    IAirlockValidator(module).onInstall(initData);
    emit ModuleInstalled(moduleTypeId, module);
  }

  /// @notice Removes a validator module and calls its onUninstall(deInitData).
  function uninstallModule(uint256 moduleTypeId, address module, bytes calldata deInitData)
    external
    onlyEntryPointOrSelf
  {
    if (moduleTypeId != MODULE_TYPE_VALIDATOR) revert UnsupportedModuleType(moduleTypeId);
    if (!installedValidators[module]) revert ModuleNotInstalled(module);
    installedValidators[module] = false;
    IAirlockValidator(module).onUninstall(deInitData);
    emit ModuleUninstalled(moduleTypeId, module);
  }

  /// @notice Whether `module` is installed as a module of type `moduleTypeId` (only type 1 exists here).
  function isModuleInstalled(uint256 moduleTypeId, address module, bytes calldata) external view returns (bool) {
    return moduleTypeId == MODULE_TYPE_VALIDATOR && installedValidators[module];
  }

  /// @notice ERC-165: ERC-165 itself and the ERC-721 / ERC-1155 receivers.
  function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
    return interfaceId == 0x01ffc9a7 || interfaceId == 0x150b7a02 || interfaceId == 0x4e2312e0;
  }

  /// @notice Accepts ERC-721 tokens sent with safeTransferFrom.
  function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
    return this.onERC721Received.selector;
  }

  /// @notice Accepts ERC-1155 tokens.
  function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
    return this.onERC1155Received.selector;
  }

  /// @notice Accepts ERC-1155 batches.
  function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
    external
    pure
    returns (bytes4)
  {
    return this.onERC1155BatchReceived.selector;
  }

  receive() external payable {}

  function _call(address target, uint256 value, bytes calldata data) private {
    (bool ok, bytes memory result) = target.call{value: value}(data);
    if (!ok) {
      assembly {
        revert(add(result, 32), mload(result))
      }
    }
  }
}
