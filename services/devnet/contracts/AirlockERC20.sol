// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {ERC20Base} from "./ERC20Base.sol";

/// @title AirlockERC20
/// @notice A minimal ERC-20 for the Airlock devnet. It lives in this repository rather than coming from a
/// library so the devnet builds offline from sources we can read in one sitting.
contract AirlockERC20 is ERC20Base {
  string public name;
  string public symbol;
  uint8 public immutable decimals;
  address public immutable owner;

  error NotOwner(address caller);

  constructor(string memory name_, string memory symbol_, uint8 decimals_) {
    name = name_;
    symbol = symbol_;
    decimals = decimals_;
    owner = msg.sender;
  }

  function mint(address to, uint256 value) external {
    if (msg.sender != owner) revert NotOwner(msg.sender);
    if (to == address(0)) revert InvalidReceiver(to);
    _mint(to, value);
  }
}
