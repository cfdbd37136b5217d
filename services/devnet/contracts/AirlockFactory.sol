// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {AirlockPair} from "./AirlockPair.sol";

/// @title AirlockFactory
/// @notice Creates one AirlockPair per unordered pair of tokens and remembers it. Pairs are created with plain
/// CREATE, so a pair's address depends only on the factory and how many pairs came before it, not on the
/// pair's bytecode: editing AirlockPair.sol does not move the devnet's pool addresses.
contract AirlockFactory {
  mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;
  address[] public allPairs;

  event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount);

  error IdenticalAddresses(address token);
  error ZeroAddress();
  error PairExists(address pair);

  function allPairsLength() external view returns (uint256) {
    return allPairs.length;
  }

  function createPair(address tokenA, address tokenB) external returns (address pair) {
    if (tokenA == tokenB) revert IdenticalAddresses(tokenA);
    (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    if (token0 == address(0)) revert ZeroAddress();
    address existing = getPair[token0][token1];
    if (existing != address(0)) revert PairExists(existing);

    pair = address(new AirlockPair(token0, token1));
    getPair[token0][token1] = pair;
    getPair[token1][token0] = pair;
    allPairs.push(pair);
    emit PairCreated(token0, token1, pair, allPairs.length);
  }
}
