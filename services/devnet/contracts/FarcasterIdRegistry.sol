// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title FarcasterIdRegistry
/// @notice The devnet's Farcaster ID registry: the reads of Optimism's IdRegistry that Sign In With Farcaster
/// verification makes (idOf: which fid a custody address owns; custodyOf), with the same names and types, so a
/// verifier pointed at the devnet checks a sign-in against the chain exactly as it would on Optimism. Only the
/// deployer registers (the devnet's Farcaster test accounts, at start-up); fids count up from 1.
contract FarcasterIdRegistry {
  address public immutable owner;
  uint256 public idCounter;
  mapping(address => uint256) public idOf;
  mapping(uint256 => address) public custodyOf;

  event Register(address indexed to, uint256 indexed id, address recovery);

  error Unauthorized();
  error HasId();

  constructor() {
    owner = msg.sender;
  }

  /// @notice Gives `to` the next fid, with `to` as its custody address.
  function registerFor(address to) external returns (uint256 fid) {
    if (msg.sender != owner) revert Unauthorized();
    if (idOf[to] != 0) revert HasId();
    fid = ++idCounter;
    idOf[to] = fid;
    custodyOf[fid] = to;
    emit Register(to, fid, address(0));
  }
}
