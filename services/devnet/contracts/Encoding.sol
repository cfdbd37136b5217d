// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// Text helpers for AirlockNFT's on-chain metadata. Plain loops rather than assembly: they run only in
/// eth_call, so readability beats gas.

function toDecimalString(uint256 value) pure returns (string memory) {
  if (value == 0) return "0";
  uint256 digits;
  for (uint256 rest = value; rest != 0; rest /= 10) digits++;
  bytes memory text = new bytes(digits);
  for (uint256 i = digits; i > 0; value /= 10) {
    text[--i] = bytes1(uint8(48 + (value % 10)));
  }
  return string(text);
}

/// Standard base64 (RFC 4648) with "=" padding, as data: URLs expect.
function toBase64(bytes memory data) pure returns (string memory) {
  bytes memory alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  bytes memory out = new bytes(4 * ((data.length + 2) / 3));
  uint256 j;
  for (uint256 i = 0; i < data.length; i += 3) {
    // Three bytes make one 24-bit group, written out as four 6-bit digits.
    uint256 group = uint256(uint8(data[i])) << 16;
    if (i + 1 < data.length) group |= uint256(uint8(data[i + 1])) << 8;
    if (i + 2 < data.length) group |= uint256(uint8(data[i + 2]));
    out[j++] = alphabet[(group >> 18) & 63];
    out[j++] = alphabet[(group >> 12) & 63];
    out[j++] = i + 1 < data.length ? alphabet[(group >> 6) & 63] : bytes1("=");
    out[j++] = i + 2 < data.length ? alphabet[group & 63] : bytes1("=");
  }
  return string(out);
}
