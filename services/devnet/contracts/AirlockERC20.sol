// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title AirlockERC20
/// @notice A minimal ERC-20 for the Airlock devnet. It lives in this repository rather than coming from a
/// library so the devnet builds offline from sources we can read in one sitting.
contract AirlockERC20 {
  string public name;
  string public symbol;
  uint8 public immutable decimals;
  uint256 public totalSupply;
  address public immutable owner;

  mapping(address account => uint256) public balanceOf;
  mapping(address holder => mapping(address spender => uint256)) public allowance;

  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  error NotOwner(address caller);
  error InvalidReceiver(address receiver);
  error InvalidSpender(address spender);
  error InsufficientBalance(address from, uint256 balance, uint256 needed);
  error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

  constructor(string memory name_, string memory symbol_, uint8 decimals_) {
    name = name_;
    symbol = symbol_;
    decimals = decimals_;
    owner = msg.sender;
  }

  function transfer(address to, uint256 value) external returns (bool) {
    _transfer(msg.sender, to, value);
    return true;
  }

  function approve(address spender, uint256 value) external returns (bool) {
    if (spender == address(0)) revert InvalidSpender(spender);
    allowance[msg.sender][spender] = value;
    emit Approval(msg.sender, spender, value);
    return true;
  }

  function transferFrom(address from, address to, uint256 value) external returns (bool) {
    uint256 allowed = allowance[from][msg.sender];
    // An allowance of type(uint256).max means "unlimited" and is never spent down, as wallets expect.
    if (allowed != type(uint256).max) {
      if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
      unchecked {
        allowance[from][msg.sender] = allowed - value;
      }
    }
    _transfer(from, to, value);
    return true;
  }

  function mint(address to, uint256 value) external {
    if (msg.sender != owner) revert NotOwner(msg.sender);
    if (to == address(0)) revert InvalidReceiver(to);
    totalSupply += value;
    // Cannot overflow: no balance exceeds totalSupply, which the checked addition above bounds.
    unchecked {
      balanceOf[to] += value;
    }
    emit Transfer(address(0), to, value);
  }

  function _transfer(address from, address to, uint256 value) private {
    if (to == address(0)) revert InvalidReceiver(to);
    uint256 balance = balanceOf[from];
    if (balance < value) revert InsufficientBalance(from, balance, value);
    unchecked {
      balanceOf[from] = balance - value;
      balanceOf[to] += value;
    }
    emit Transfer(from, to, value);
  }
}
