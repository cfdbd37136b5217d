// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {ERC20Base} from "./ERC20Base.sol";

/// @title AirlockWETH
/// @notice Wrapped ether for the devnet's AMM, which only trades ERC-20s. It follows mainnet WETH9: wrapping and
/// unwrapping emit Deposit and Withdrawal rather than Transfer from or to the zero address, so dapp code that
/// reads WETH9's events works unchanged here. That is why it moves balances itself instead of using _mint/_burn.
contract AirlockWETH is ERC20Base {
  string public constant name = "Wrapped Ether";
  string public constant symbol = "WETH";
  uint8 public constant decimals = 18;

  event Deposit(address indexed to, uint256 value);
  event Withdrawal(address indexed from, uint256 value);

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
    // The balance goes down before the ether leaves, so a re-entering receiver finds nothing left to take.
    _debit(msg.sender, value);
    emit Withdrawal(msg.sender, value);
    (bool ok, ) = msg.sender.call{value: value}("");
    if (!ok) revert EthTransferFailed(msg.sender, value);
  }

  /// Every wrapped wei is backed by a wei held here, so the supply is simply the contract's balance.
  function totalSupply() public view override returns (uint256) {
    return address(this).balance;
  }
}
