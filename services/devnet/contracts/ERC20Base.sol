// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title ERC20Base
/// @notice The ERC-20 bookkeeping shared by the devnet's tokens, so a fix to transfers or allowances lands in
/// all of them at once. Name, symbol, decimals and how supply enters or leaves are left to each token.
abstract contract ERC20Base {
  mapping(address account => uint256) public balanceOf;
  mapping(address holder => mapping(address spender => uint256)) public allowance;

  uint256 private _totalSupply;

  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  error InvalidReceiver(address receiver);
  error InvalidSpender(address spender);
  error InsufficientBalance(address from, uint256 balance, uint256 needed);
  error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

  /// Virtual because WETH derives its supply from the ether it holds instead of counting mints and burns.
  function totalSupply() public view virtual returns (uint256) {
    return _totalSupply;
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

  /// Virtual so LiquidityToken can keep reporting a zero receiver before a short allowance.
  function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
    _spendAllowance(from, value);
    _transfer(from, to, value);
    return true;
  }

  /// No zero-address check: AirlockPair deliberately mints its locked minimum liquidity to address(0).
  function _mint(address to, uint256 value) internal {
    _totalSupply += value;
    // Cannot overflow: no balance exceeds the total supply, which the checked addition above bounds.
    unchecked {
      balanceOf[to] += value;
    }
    emit Transfer(address(0), to, value);
  }

  function _burn(address from, uint256 value) internal {
    _debit(from, value);
    // Cannot underflow: the total supply is at least the balance just debited.
    unchecked {
      _totalSupply -= value;
    }
    emit Transfer(from, address(0), value);
  }

  function _transfer(address from, address to, uint256 value) internal {
    if (to == address(0)) revert InvalidReceiver(to);
    _debit(from, value);
    // Cannot overflow: the value came out of another balance, and all balances together fit the supply.
    unchecked {
      balanceOf[to] += value;
    }
    emit Transfer(from, to, value);
  }

  function _spendAllowance(address holder, uint256 value) internal {
    uint256 allowed = allowance[holder][msg.sender];
    // An allowance of type(uint256).max means "unlimited" and is never spent down, as wallets expect.
    if (allowed != type(uint256).max) {
      if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
      unchecked {
        allowance[holder][msg.sender] = allowed - value;
      }
    }
  }

  /// Takes value from a balance without any event, which is left to the caller: WETH unwraps emit Withdrawal.
  function _debit(address from, uint256 value) internal {
    uint256 balance = balanceOf[from];
    if (balance < value) revert InsufficientBalance(from, balance, value);
    unchecked {
      balanceOf[from] = balance - value;
    }
  }
}
