// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// What the devnet's name contracts share: EIP-3668's OffchainLookup error and the DNS wire format of names
/// (ENSIP-10 passes names as DNS-encoded bytes: each label prefixed by its length, ending with a zero byte).

/// EIP-3668: "ask `urls` for `callData`, then call `callbackFunction(response, extraData)` on `sender`".
error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

error DNSDecodingFailed(bytes dns);
error DNSEncodingFailed(string ens);

// The selector every OffchainLookup revert starts with: bytes4(keccak256("OffchainLookup(address,string[],bytes,bytes4,bytes)")).
bytes4 constant OFFCHAIN_LOOKUP_SELECTOR = 0x556f1830;

// ENSIP-10's IExtendedResolver.resolve(bytes,bytes) (also the gateway's IResolverService.resolve).
bytes4 constant EXTENDED_RESOLVER_INTERFACE = 0x9061b923;

/// The namehash (ENSIP-1) of the DNS-encoded name starting at `offset`.
function dnsNamehash(bytes memory name, uint256 offset) pure returns (bytes32) {
  if (offset >= name.length) revert DNSDecodingFailed(name);
  uint256 length = uint8(name[offset]);
  if (length == 0) {
    if (offset + 1 != name.length) revert DNSDecodingFailed(name);
    return bytes32(0);
  }
  if (offset + 1 + length >= name.length) revert DNSDecodingFailed(name);
  bytes32 parent = dnsNamehash(name, offset + 1 + length);
  bytes32 label;
  assembly {
    label := keccak256(add(add(name, 33), offset), length)
  }
  return keccak256(abi.encodePacked(parent, label));
}

/// The offset of the label after the one at `offset`.
function dnsNextLabel(bytes memory name, uint256 offset) pure returns (uint256) {
  if (offset >= name.length) revert DNSDecodingFailed(name);
  return offset + 1 + uint8(name[offset]);
}

/// "alice.airlock.eth" -> 0x05 alice 0x07 airlock 0x03 eth 0x00. Empty labels and labels over 255 bytes fail.
function dnsEncode(string memory ens) pure returns (bytes memory dns) {
  bytes memory text = bytes(ens);
  if (text.length == 0) return hex"00";
  dns = new bytes(text.length + 2);
  uint256 labelStart;
  for (uint256 i = 0; i <= text.length; i++) {
    if (i == text.length || text[i] == ".") {
      uint256 length = i - labelStart;
      if (length == 0 || length > 255) revert DNSEncodingFailed(ens);
      dns[labelStart] = bytes1(uint8(length));
      labelStart = i + 1;
    } else {
      dns[i + 1] = text[i];
    }
  }
  // dns[text.length + 1] is already the terminating zero.
}

/// Lower-case hex digits of `data`, without 0x.
function toHexDigits(bytes memory data) pure returns (bytes memory text) {
  bytes memory digits = "0123456789abcdef";
  text = new bytes(data.length * 2);
  for (uint256 i = 0; i < data.length; i++) {
    text[2 * i] = digits[uint8(data[i]) >> 4];
    text[2 * i + 1] = digits[uint8(data[i]) & 15];
  }
}

/// Lower-case hex digits of `value` without leading zeros (ENSIP-19's coin type label), "0" for zero.
function toMinimalHex(uint256 value) pure returns (bytes memory text) {
  bytes memory digits = "0123456789abcdef";
  uint256 count = 1;
  for (uint256 rest = value >> 4; rest != 0; rest >>= 4) count++;
  text = new bytes(count);
  for (uint256 i = count; i > 0; value >>= 4) text[--i] = digits[value & 15];
}

/// `data` without its first `start` bytes (memory bytes cannot be sliced).
function sliceFrom(bytes memory data, uint256 start) pure returns (bytes memory rest) {
  rest = new bytes(data.length - start);
  for (uint256 i = 0; i < rest.length; i++) rest[i] = data[start + i];
}
