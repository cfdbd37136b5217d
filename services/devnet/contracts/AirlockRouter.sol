// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {AirlockFactory} from "./AirlockFactory.sol";
import {AirlockPair} from "./AirlockPair.sol";
import {AirlockWETH} from "./AirlockWETH.sol";
import {safeTransfer, safeTransferETH, safeTransferFrom} from "./TokenTransfers.sol";

/// @title AirlockRouter
/// @notice The entry point people use: it computes amounts, enforces deadlines and slippage limits, and
/// wraps or unwraps ether, so the pairs can stay small and trust nothing. It never holds tokens between calls.
/// Names follow the Uniswap V2 router so dapp code written for it reads the same.
contract AirlockRouter {
  AirlockFactory public immutable factory;
  AirlockWETH public immutable WETH;

  error Expired(uint256 deadline, uint256 timestamp);
  error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
  error ExcessiveInputAmount(uint256 amountIn, uint256 amountInMax);
  error InsufficientAAmount(uint256 amountA, uint256 amountAMin);
  error InsufficientBAmount(uint256 amountB, uint256 amountBMin);
  error InsufficientLiquidity();
  error ZeroAmount();
  error InvalidPath();
  error PairNotFound(address tokenA, address tokenB);
  error NotWETH(address sender);

  /// The deadline bounds how long a signed transaction stays valid: one stuck in the mempool must not execute
  /// later at a price the sender never saw.
  modifier ensure(uint256 deadline) {
    if (deadline < block.timestamp) revert Expired(deadline, block.timestamp);
    _;
  }

  constructor(address factory_, address weth_) {
    factory = AirlockFactory(factory_);
    WETH = AirlockWETH(payable(weth_));
  }

  /// Only WETH pays ether in (when the router unwraps); ether sent by anyone else would be stuck here.
  receive() external payable {
    if (msg.sender != address(WETH)) revert NotWETH(msg.sender);
  }

  // ---- Liquidity ----

  function addLiquidity(
    address tokenA,
    address tokenB,
    uint256 amountADesired,
    uint256 amountBDesired,
    uint256 amountAMin,
    uint256 amountBMin,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
    address pair;
    (pair, amountA, amountB) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
    safeTransferFrom(tokenA, msg.sender, pair, amountA);
    safeTransferFrom(tokenB, msg.sender, pair, amountB);
    liquidity = AirlockPair(pair).mint(to);
  }

  /// Like addLiquidity with WETH as token B, paid in ether: msg.value is the most ether to add, and whatever the
  /// pool's ratio leaves over is refunded.
  function addLiquidityETH(
    address token,
    uint256 amountTokenDesired,
    uint256 amountTokenMin,
    uint256 amountETHMin,
    address to,
    uint256 deadline
  ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
    address pair;
    (pair, amountToken, amountETH) = _addLiquidity(
      token,
      address(WETH),
      amountTokenDesired,
      msg.value,
      amountTokenMin,
      amountETHMin
    );
    safeTransferFrom(token, msg.sender, pair, amountToken);
    WETH.deposit{value: amountETH}();
    safeTransfer(address(WETH), pair, amountETH);
    liquidity = AirlockPair(pair).mint(to);
    if (msg.value > amountETH) safeTransferETH(msg.sender, msg.value - amountETH);
  }

  function removeLiquidity(
    address tokenA,
    address tokenB,
    uint256 liquidity,
    uint256 amountAMin,
    uint256 amountBMin,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256 amountA, uint256 amountB) {
    address pair = _pair(tokenA, tokenB);
    safeTransferFrom(pair, msg.sender, pair, liquidity);
    (uint256 amount0, uint256 amount1) = AirlockPair(pair).burn(to);
    (amountA, amountB) = tokenA < tokenB ? (amount0, amount1) : (amount1, amount0);
    if (amountA < amountAMin) revert InsufficientAAmount(amountA, amountAMin);
    if (amountB < amountBMin) revert InsufficientBAmount(amountB, amountBMin);
  }

  // ---- Swaps: path[0] is paid in, path[path.length - 1] comes out, through the pair of each neighbouring two ----

  function swapExactTokensForTokens(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    amounts = _amountsOutAtLeast(amountIn, amountOutMin, path);
    safeTransferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
    _swap(amounts, path, to);
  }

  function swapExactETHForTokens(
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external payable ensure(deadline) returns (uint256[] memory amounts) {
    if (path.length < 2 || path[0] != address(WETH)) revert InvalidPath();
    amounts = _amountsOutAtLeast(msg.value, amountOutMin, path);
    WETH.deposit{value: amounts[0]}();
    safeTransfer(address(WETH), _pair(path[0], path[1]), amounts[0]);
    _swap(amounts, path, to);
  }

  function swapExactTokensForETH(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    if (path.length < 2 || path[path.length - 1] != address(WETH)) revert InvalidPath();
    amounts = _amountsOutAtLeast(amountIn, amountOutMin, path);
    safeTransferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
    // The last hop pays WETH to the router, which unwraps it and passes the ether on.
    _swap(amounts, path, address(this));
    uint256 amountOut = amounts[amounts.length - 1];
    WETH.withdraw(amountOut);
    safeTransferETH(to, amountOut);
  }

  /// Exact output: the recipient gets exactly amountOut, and the sender pays only what the pools ask for it
  /// (amounts[0]), which must not exceed amountInMax.
  function swapTokensForExactTokens(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    amounts = _amountsInAtMost(amountOut, amountInMax, path);
    safeTransferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
    _swap(amounts, path, to);
  }

  /// Exact output paid in ether: msg.value is the most the sender spends; only amounts[0] is wrapped and swapped,
  /// and the rest goes back to the sender.
  function swapETHForExactTokens(
    uint256 amountOut,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external payable ensure(deadline) returns (uint256[] memory amounts) {
    if (path.length < 2 || path[0] != address(WETH)) revert InvalidPath();
    amounts = _amountsInAtMost(amountOut, msg.value, path);
    WETH.deposit{value: amounts[0]}();
    safeTransfer(address(WETH), _pair(path[0], path[1]), amounts[0]);
    _swap(amounts, path, to);
    if (msg.value > amounts[0]) safeTransferETH(msg.sender, msg.value - amounts[0]);
  }

  // ---- Quotes ----

  /// What amountA of A is worth in B at the pool's current ratio, without fee or price impact.
  function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) public pure returns (uint256) {
    if (amountA == 0) revert ZeroAmount();
    if (reserveA == 0 || reserveB == 0) revert InsufficientLiquidity();
    return (amountA * reserveB) / reserveA;
  }

  /// The most a pool pays out for amountIn: keeps (reserveIn + 0.997 * amountIn) * (reserveOut - out) >= k.
  function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
    if (amountIn == 0) revert ZeroAmount();
    if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
    uint256 amountInWithFee = amountIn * 997;
    return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
  }

  /// The least a pool accepts for amountOut; rounded up, since rounding down would fail the pair's k check.
  function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
    if (amountOut == 0) revert ZeroAmount();
    if (reserveIn == 0 || amountOut >= reserveOut) revert InsufficientLiquidity();
    return (reserveIn * amountOut * 1000) / ((reserveOut - amountOut) * 997) + 1;
  }

  function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
    if (path.length < 2) revert InvalidPath();
    amounts = new uint256[](path.length);
    amounts[0] = amountIn;
    for (uint256 i = 0; i < path.length - 1; i++) {
      (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i], path[i + 1]);
      amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
    }
  }

  function getAmountsIn(uint256 amountOut, address[] calldata path) public view returns (uint256[] memory amounts) {
    if (path.length < 2) revert InvalidPath();
    amounts = new uint256[](path.length);
    amounts[path.length - 1] = amountOut;
    for (uint256 i = path.length - 1; i > 0; i--) {
      (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i - 1], path[i]);
      amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
    }
  }

  // ---- Internals ----

  /// Creates the pair on first use, then fits the desired amounts to the pool's ratio.
  function _addLiquidity(
    address tokenA,
    address tokenB,
    uint256 amountADesired,
    uint256 amountBDesired,
    uint256 amountAMin,
    uint256 amountBMin
  ) private returns (address pair, uint256 amountA, uint256 amountB) {
    pair = factory.getPair(tokenA, tokenB);
    if (pair == address(0)) pair = factory.createPair(tokenA, tokenB);
    (uint256 reserveA, uint256 reserveB) = _reserves(tokenA, tokenB);
    // An empty pool takes any ratio: the first provider sets the price.
    if (reserveA == 0 && reserveB == 0) return (pair, amountADesired, amountBDesired);

    uint256 amountBOptimal = quote(amountADesired, reserveA, reserveB);
    if (amountBOptimal <= amountBDesired) {
      if (amountBOptimal < amountBMin) revert InsufficientBAmount(amountBOptimal, amountBMin);
      return (pair, amountADesired, amountBOptimal);
    }
    // Here amountAOptimal < amountADesired, since amountBDesired buys less A than was offered.
    uint256 amountAOptimal = quote(amountBDesired, reserveB, reserveA);
    if (amountAOptimal < amountAMin) revert InsufficientAAmount(amountAOptimal, amountAMin);
    return (pair, amountAOptimal, amountBDesired);
  }

  function _amountsOutAtLeast(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path
  ) private view returns (uint256[] memory amounts) {
    amounts = getAmountsOut(amountIn, path);
    uint256 amountOut = amounts[amounts.length - 1];
    if (amountOut < amountOutMin) revert InsufficientOutputAmount(amountOut, amountOutMin);
  }

  function _amountsInAtMost(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path
  ) private view returns (uint256[] memory amounts) {
    amounts = getAmountsIn(amountOut, path);
    if (amounts[0] > amountInMax) revert ExcessiveInputAmount(amounts[0], amountInMax);
  }

  /// Runs the hops; each pair pays straight into the next one, so tokens never rest in the router.
  function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
    for (uint256 i = 0; i < path.length - 1; i++) {
      (address input, address output) = (path[i], path[i + 1]);
      uint256 amountOut = amounts[i + 1];
      (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, uint256(0));
      address recipient = i < path.length - 2 ? _pair(output, path[i + 2]) : to;
      AirlockPair(_pair(input, output)).swap(amount0Out, amount1Out, recipient);
    }
  }

  function _pair(address tokenA, address tokenB) private view returns (address pair) {
    pair = factory.getPair(tokenA, tokenB);
    if (pair == address(0)) revert PairNotFound(tokenA, tokenB);
  }

  function _reserves(address tokenA, address tokenB) private view returns (uint256 reserveA, uint256 reserveB) {
    (uint112 reserve0, uint112 reserve1, ) = AirlockPair(_pair(tokenA, tokenB)).getReserves();
    (reserveA, reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
  }
}
