// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title LiquidityToken
/// @notice The ERC-20 side of AirlockPair: its shares are tokens so the router can pull them with transferFrom
/// when someone removes liquidity, and wallets can show them. Kept apart so the pair reads as AMM logic only.
abstract contract LiquidityToken {
  string public constant name = "Airlock LP";
  string public constant symbol = "ALP";
  uint8 public constant decimals = 18;
  uint256 public totalSupply;

  mapping(address account => uint256) public balanceOf;
  mapping(address holder => mapping(address spender => uint256)) public allowance;

  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  error InvalidReceiver(address receiver);
  error InvalidSpender(address spender);
  error InsufficientBalance(address from, uint256 balance, uint256 needed);
  error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

  function transfer(address to, uint256 value) external returns (bool) {
    if (to == address(0)) revert InvalidReceiver(to);
    _move(msg.sender, to, value);
    return true;
  }

  function approve(address spender, uint256 value) external returns (bool) {
    if (spender == address(0)) revert InvalidSpender(spender);
    allowance[msg.sender][spender] = value;
    emit Approval(msg.sender, spender, value);
    return true;
  }

  function transferFrom(address from, address to, uint256 value) external returns (bool) {
    if (to == address(0)) revert InvalidReceiver(to);
    uint256 allowed = allowance[from][msg.sender];
    // An allowance of type(uint256).max means "unlimited" and is never spent down, as wallets expect.
    if (allowed != type(uint256).max) {
      if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
      unchecked {
        allowance[from][msg.sender] = allowed - value;
      }
    }
    _move(from, to, value);
    return true;
  }

  /// No zero-address check: the pair deliberately mints its locked minimum liquidity to address(0).
  function _mint(address to, uint256 value) internal {
    totalSupply += value;
    // Cannot overflow: no balance exceeds totalSupply, which the checked addition above bounds.
    unchecked {
      balanceOf[to] += value;
    }
    emit Transfer(address(0), to, value);
  }

  function _burn(address from, uint256 value) internal {
    uint256 balance = balanceOf[from];
    if (balance < value) revert InsufficientBalance(from, balance, value);
    unchecked {
      balanceOf[from] = balance - value;
      totalSupply -= value;
    }
    emit Transfer(from, address(0), value);
  }

  function _move(address from, address to, uint256 value) private {
    uint256 balance = balanceOf[from];
    if (balance < value) revert InsufficientBalance(from, balance, value);
    unchecked {
      balanceOf[from] = balance - value;
      balanceOf[to] += value;
    }
    emit Transfer(from, to, value);
  }
}
