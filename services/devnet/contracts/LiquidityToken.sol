// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {ERC20Base} from "./ERC20Base.sol";

/// @title LiquidityToken
/// @notice The ERC-20 side of AirlockPair: its shares are tokens so the router can pull them with transferFrom
/// when someone removes liquidity, and wallets can show them. Kept apart so the pair reads as AMM logic only.
abstract contract LiquidityToken is ERC20Base {
  string public constant name = "Airlock LP";
  string public constant symbol = "ALP";
  uint8 public constant decimals = 18;

  /// The LP token has always rejected a zero receiver before looking at the allowance; kept so its reverts
  /// stay as they were.
  function transferFrom(address from, address to, uint256 value) public override returns (bool) {
    if (to == address(0)) revert InvalidReceiver(to);
    return super.transferFrom(from, to, value);
  }
}
