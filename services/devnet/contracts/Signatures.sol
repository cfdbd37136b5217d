// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

// ECDSA helpers shared by the names gateway's resolver and the test smart account.

// Upper bound of a canonical `s` (EIP-2): signatures with a higher `s` are malleable copies and are refused.
uint256 constant SECP256K1_HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

/// The signer of `digest` from a 65-byte r ‖ s ‖ v signature; address(0) when it is malformed.
function recoverSigner(bytes32 digest, bytes memory signature) pure returns (address) {
  if (signature.length != 65) return address(0);
  bytes32 r;
  bytes32 s;
  uint8 v;
  assembly {
    r := mload(add(signature, 32))
    s := mload(add(signature, 64))
    v := byte(0, mload(add(signature, 96)))
  }
  if (v < 27) v += 27;
  if (uint256(s) > SECP256K1_HALF_ORDER || (v != 27 && v != 28)) return address(0);
  return ecrecover(digest, v, r, s);
}
