// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title AirlockWETH
/// @notice Wrapped ether for the devnet's AMM, which only trades ERC-20s. It follows mainnet WETH9: wrapping and
/// unwrapping emit Deposit and Withdrawal rather than Transfer from or to the zero address, so dapp code that
/// reads WETH9's events works unchanged here.
contract AirlockWETH {
  string public constant name = "Wrapped Ether";
  string public constant symbol = "WETH";
  uint8 public constant decimals = 18;

  mapping(address account => uint256) public balanceOf;
  mapping(address holder => mapping(address spender => uint256)) public allowance;

  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);
  event Deposit(address indexed to, uint256 value);
  event Withdrawal(address indexed from, uint256 value);

  error InvalidReceiver(address receiver);
  error InvalidSpender(address spender);
  error InsufficientBalance(address from, uint256 balance, uint256 needed);
  error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
  error EthTransferFailed(address to, uint256 value);

  /// Plain ether sent to the contract is wrapped, as wallets that "send ETH to WETH" expect.
  receive() external payable {
    deposit();
  }

  function deposit() public payable {
    balanceOf[msg.sender] += msg.value;
    emit Deposit(msg.sender, msg.value);
  }

  function withdraw(uint256 value) external {
    uint256 balance = balanceOf[msg.sender];
    if (balance < value) revert InsufficientBalance(msg.sender, balance, value);
    // The balance goes down before the ether leaves, so a re-entering receiver finds nothing left to take.
    unchecked {
      balanceOf[msg.sender] = balance - value;
    }
    emit Withdrawal(msg.sender, value);
    (bool ok, ) = msg.sender.call{value: value}("");
    if (!ok) revert EthTransferFailed(msg.sender, value);
  }

  /// Every wrapped wei is backed by a wei held here, so the supply is simply the contract's balance.
  function totalSupply() external view returns (uint256) {
    return address(this).balance;
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
