// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {LiquidityToken} from "./LiquidityToken.sol";
import {IERC20Minimal, safeTransfer} from "./TokenTransfers.sol";

/// @title AirlockPair
/// @notice A constant-product pool of two tokens, after Uniswap V2 without its price oracle, protocol fee or
/// flash swaps. Callers send tokens in first and then call mint, burn or swap, which read what arrived from
/// the pair's balances: that is what lets the router move tokens with a single transferFrom each.
contract AirlockPair is LiquidityToken {
  /// Shares burnt at the first deposit, so one share can never be made so valuable that rounding robs later
  /// depositors.
  uint256 public constant MINIMUM_LIQUIDITY = 1000;

  address public immutable factory;
  /// Sorted by address (token0 < token1), as the factory creates them.
  address public immutable token0;
  address public immutable token1;

  // Packed into one slot; uint112 is ample for any real supply and keeps reserve0 * reserve1 * 1e6 in range.
  uint112 private reserve0;
  uint112 private reserve1;
  uint32 private blockTimestampLast;
  bool private locked;

  event Mint(address indexed sender, uint256 amount0, uint256 amount1);
  event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
  event Swap(
    address indexed sender,
    uint256 amount0In,
    uint256 amount1In,
    uint256 amount0Out,
    uint256 amount1Out,
    address indexed to
  );
  event Sync(uint112 reserve0, uint112 reserve1);

  error Reentrancy();
  error InsufficientLiquidityMinted();
  error InsufficientLiquidityBurned();
  error InsufficientOutputAmount();
  error InsufficientInputAmount();
  error InsufficientLiquidity(uint256 reserve0, uint256 reserve1);
  error InvalidTo(address to);
  error KInvariant();
  error ReserveOverflow();

  /// Tokens move out before the balances are read back: a token that calls into the pair mid-transfer must
  /// not see half-updated reserves.
  modifier lock() {
    if (locked) revert Reentrancy();
    locked = true;
    _;
    locked = false;
  }

  constructor(address token0_, address token1_) {
    factory = msg.sender;
    token0 = token0_;
    token1 = token1_;
  }

  function getReserves() public view returns (uint112, uint112, uint32) {
    return (reserve0, reserve1, blockTimestampLast);
  }

  /// Issues shares for the tokens sent in since the last update.
  function mint(address to) external lock returns (uint256 liquidity) {
    (uint112 r0, uint112 r1, ) = getReserves();
    uint256 balance0 = IERC20Minimal(token0).balanceOf(address(this));
    uint256 balance1 = IERC20Minimal(token1).balanceOf(address(this));
    uint256 amount0 = balance0 - r0;
    uint256 amount1 = balance1 - r1;

    uint256 supply = totalSupply();
    if (supply == 0) {
      // The geometric mean makes a share's value independent of the ratio the pool was opened at.
      uint256 root = _sqrt(amount0 * amount1);
      if (root <= MINIMUM_LIQUIDITY) revert InsufficientLiquidityMinted();
      liquidity = root - MINIMUM_LIQUIDITY;
      _mint(address(0), MINIMUM_LIQUIDITY);
    } else {
      // The smaller side counts: anything sent beyond the pool's ratio is a gift to existing holders.
      liquidity = _min((amount0 * supply) / r0, (amount1 * supply) / r1);
    }
    if (liquidity == 0) revert InsufficientLiquidityMinted();
    _mint(to, liquidity);
    _update(balance0, balance1);
    emit Mint(msg.sender, amount0, amount1);
  }

  /// Redeems the shares sent to the pair for their part of both reserves.
  function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
    uint256 balance0 = IERC20Minimal(token0).balanceOf(address(this));
    uint256 balance1 = IERC20Minimal(token1).balanceOf(address(this));
    uint256 liquidity = balanceOf[address(this)];
    uint256 supply = totalSupply();
    amount0 = (liquidity * balance0) / supply;
    amount1 = (liquidity * balance1) / supply;
    if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();

    _burn(address(this), liquidity);
    safeTransfer(token0, to, amount0);
    safeTransfer(token1, to, amount1);
    _update(IERC20Minimal(token0).balanceOf(address(this)), IERC20Minimal(token1).balanceOf(address(this)));
    emit Burn(msg.sender, amount0, amount1, to);
  }

  /// Pays out the requested amounts, then requires that what was sent in keeps k (less the 0.3% fee) whole.
  function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
    if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
    (uint112 r0, uint112 r1, ) = getReserves();
    if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientLiquidity(r0, r1);
    if (to == token0 || to == token1) revert InvalidTo(to);

    if (amount0Out > 0) safeTransfer(token0, to, amount0Out);
    if (amount1Out > 0) safeTransfer(token1, to, amount1Out);
    uint256 balance0 = IERC20Minimal(token0).balanceOf(address(this));
    uint256 balance1 = IERC20Minimal(token1).balanceOf(address(this));
    uint256 amount0In = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
    uint256 amount1In = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
    if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();

    // Scaled by 1000 to keep the fee in integers: the fee part of each input is left out of k, so it stays
    // in the pool and accrues to the liquidity providers.
    uint256 adjusted0 = balance0 * 1000 - amount0In * 3;
    uint256 adjusted1 = balance1 * 1000 - amount1In * 3;
    if (adjusted0 * adjusted1 < uint256(r0) * r1 * 1000 ** 2) revert KInvariant();

    _update(balance0, balance1);
    emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
  }

  function _update(uint256 balance0, uint256 balance1) private {
    if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert ReserveOverflow();
    reserve0 = uint112(balance0);
    reserve1 = uint112(balance1);
    blockTimestampLast = uint32(block.timestamp);
    emit Sync(reserve0, reserve1);
  }

  function _min(uint256 a, uint256 b) private pure returns (uint256) {
    return a < b ? a : b;
  }

  /// Babylonian method: converges from above, so the first estimate that stops shrinking is floor(sqrt(y)).
  function _sqrt(uint256 y) private pure returns (uint256 z) {
    if (y > 3) {
      z = y;
      uint256 x = y / 2 + 1;
      while (x < z) {
        z = x;
        x = (y / x + x) / 2;
      }
    } else if (y != 0) {
      z = 1;
    }
  }
}
