// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {AirlockSmartAccount} from "./AirlockSmartAccount.sol";

/// @title AirlockAccountFactory
/// @notice Deploys AirlockSmartAccount as ERC-1167 minimal proxies with CREATE2, so an account's address is
/// known before it exists (the user operation's factory / factoryData, and ERC-6492 signatures, rely on it).
contract AirlockAccountFactory {
  /// @notice The shared implementation every account delegates to, deployed with this factory.
  address public immutable accountImplementation;

  event AccountCreated(address indexed account, address indexed owner, uint256 salt);

  error CloneFailed();

  constructor(address entryPoint) {
    accountImplementation = address(new AirlockSmartAccount(entryPoint));
  }

  /// @notice Deploys and initializes the account of (owner, salt); returns the existing one if it is deployed,
  /// as the EntryPoint expects of a factory.
  function createAccount(address owner, uint256 salt) external returns (address account) {
    account = getAddress(owner, salt);
    if (account.code.length > 0) return account;
    bytes memory code = _proxyCode();
    bytes32 create2Salt = _salt(owner, salt);
    address created;
    assembly {
      created := create2(0, add(code, 32), mload(code), create2Salt)
    }
    if (created != account) revert CloneFailed();
    AirlockSmartAccount(payable(account)).initialize(owner);
    emit AccountCreated(account, owner, salt);
  }

  /// @notice The address createAccount(owner, salt) deploys to.
  function getAddress(address owner, uint256 salt) public view returns (address) {
    bytes32 hash = keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner, salt), keccak256(_proxyCode())));
    return address(uint160(uint256(hash)));
  }

  function _salt(address owner, uint256 salt) private pure returns (bytes32) {
    return keccak256(abi.encode(owner, salt));
  }

  /// ERC-1167's creation code: a 10-byte constructor returning the 45-byte proxy that delegates to the implementation.
  function _proxyCode() private view returns (bytes memory) {
    return abi.encodePacked(
      hex"3d602d80600a3d3981f3363d3d373d3d3d363d73", accountImplementation, hex"5af43d82803e903d91602b57fd5bf3"
    );
  }
}
