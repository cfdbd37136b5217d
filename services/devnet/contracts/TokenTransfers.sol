// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// The slice of ERC-20 the pair, the router and the payments contract call. Free functions rather than a library so the compiler
/// inlines them and emits no extra artifact to deploy.
interface IERC20Minimal {
  function balanceOf(address account) external view returns (uint256);
  function transfer(address to, uint256 value) external returns (bool);
  function transferFrom(address from, address to, uint256 value) external returns (bool);
  function approve(address spender, uint256 value) external returns (bool);
}

error TokenCallFailed(address token);
error EthTransferFailed(address to, uint256 value);

/// Pairs accept any token, and some (USDT among them) return nothing from transfer: so success is "did not
/// revert and did not return false", checked on the raw return data.
function safeTransfer(address token, address to, uint256 value) {
  (bool ok, bytes memory data) = token.call(abi.encodeCall(IERC20Minimal.transfer, (to, value)));
  _checkTokenCall(token, ok, data);
}

function safeTransferFrom(address token, address from, address to, uint256 value) {
  (bool ok, bytes memory data) = token.call(abi.encodeCall(IERC20Minimal.transferFrom, (from, to, value)));
  _checkTokenCall(token, ok, data);
}

function safeApprove(address token, address spender, uint256 value) {
  (bool ok, bytes memory data) = token.call(abi.encodeCall(IERC20Minimal.approve, (spender, value)));
  _checkTokenCall(token, ok, data);
}

function safeTransferETH(address to, uint256 value) {
  (bool ok, ) = to.call{value: value}("");
  if (!ok) revert EthTransferFailed(to, value);
}

function _checkTokenCall(address token, bool ok, bytes memory data) view {
  if (!ok) {
    // Re-raise the token's own error (InsufficientAllowance, …) so the caller learns what went wrong.
    if (data.length > 0) {
      assembly {
        revert(add(data, 32), mload(data))
      }
    }
    revert TokenCallFailed(token);
  }
  // A call to an address without code "succeeds" with no data; that must not count as a transfer.
  if (data.length == 0 ? token.code.length == 0 : !abi.decode(data, (bool))) revert TokenCallFailed(token);
}
