// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {recoverSigner} from "./Signatures.sol";

/// @title AirlockTestSmartAccount
/// @notice A minimal ERC-1271 contract account for tests (not deployed at start): a signature is valid when its
/// owner signed the hash. Tests deploy it directly, or counterfactually through AirlockTestSmartAccountFactory
/// for ERC-6492 signatures.
contract AirlockTestSmartAccount {
  address public immutable owner;

  constructor(address owner_) {
    owner = owner_;
  }

  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    return recoverSigner(hash, signature) == owner && owner != address(0) ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}

/// @title AirlockTestSmartAccountFactory
/// @notice Deploys AirlockTestSmartAccount with CREATE2, so an account's address is known before it exists.
contract AirlockTestSmartAccountFactory {
  event Deployed(address account, address owner);

  function deploy(address owner, bytes32 salt) external returns (address account) {
    account = address(new AirlockTestSmartAccount{salt: salt}(owner));
    emit Deployed(account, owner);
  }

  function addressOf(address owner, bytes32 salt) external view returns (address) {
    bytes32 codeHash = keccak256(abi.encodePacked(type(AirlockTestSmartAccount).creationCode, abi.encode(owner)));
    return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
  }
}
