// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {
  DNSDecodingFailed,
  EXTENDED_RESOLVER_INTERFACE,
  OFFCHAIN_LOOKUP_SELECTOR,
  OffchainLookup,
  dnsEncode,
  dnsNamehash,
  dnsNextLabel,
  sliceFrom,
  toHexDigits,
  toMinimalHex
} from "./NameCoding.sol";

/// The registry read the universal resolver needs.
interface IAirlockNameRegistry {
  function resolver(bytes32 node) external view returns (address);
}

/// The batch gateway protocol ENS's universal resolver speaks (viem answers it locally, "x-batch-gateway:true").
interface IAirlockBatchGateway {
  struct Query {
    address sender;
    string[] urls;
    bytes data;
  }

  function query(Query[] memory queries) external view returns (bool[] memory failures, bytes[] memory responses);
}

/// @title AirlockUniversalResolver
/// @notice The devnet's universal resolver: the entry points viem's ENS actions call (getEnsAddress,
/// getEnsText: resolveWithGateways; getEnsName: reverseWithGateways), with ENS's UniversalResolver errors.
/// It finds a name's resolver in the registry (ENSIP-10: the nearest ancestor with one, called through
/// resolve(bytes,bytes) when it is a wildcard resolver), and turns a resolver's OffchainLookup into one of its
/// own whose gateway is the batch gateway: the caller asks the resolver's gateway with the resolver as sender,
/// and the universal resolver's callback hands the answer to the resolver's callback. Reverse resolution
/// (ENSIP-19) reads name() of `<address>.addr.reverse` (or `<coinType>.reverse`), then checks that the primary
/// name resolves back to the address.
contract AirlockUniversalResolver {
  IAirlockNameRegistry public immutable registry;

  /// A resolver's callback and where to continue: the carried state of each OffchainLookup this contract raises.
  struct Pending {
    address resolver;
    bytes4 callback;
    bytes extraData;
    bytes carry;
  }

  error ResolverNotFound(bytes name);
  error ResolverNotContract(bytes name, address resolver);
  error ResolverError(bytes errorData);
  error ReverseAddressMismatch(string primary, bytes primaryAddress);
  error InvalidBatchGatewayResponse();
  error HttpError(uint16 status, string message);
  error UnsupportedResolverProfile(bytes4 selector);

  bytes4 private constant ADDR_SELECTOR = 0x3b3b57de; // addr(bytes32)
  bytes4 private constant ADDR_COIN_SELECTOR = 0xf1cb7e06; // addr(bytes32,uint256)
  bytes4 private constant NAME_SELECTOR = 0x691f3431; // name(bytes32)
  uint256 private constant ETH_COIN_TYPE = 60;
  uint256 private constant DEFAULT_EVM_COIN_TYPE = 0x80000000;

  constructor(IAirlockNameRegistry registry_) {
    registry = registry_;
  }

  function _localBatchGateway() private pure returns (string[] memory gateways) {
    gateways = new string[](1);
    gateways[0] = "x-batch-gateway:true";
  }

  /// ENSIP-10: the resolver of the nearest ancestor of `name` (itself included) that has one; `offset` is where
  /// that ancestor starts in `name` (0: the name itself), `node` the namehash of the whole name.
  function findResolver(bytes memory name) public view returns (address resolver, bytes32 node, uint256 offset) {
    node = dnsNamehash(name, 0);
    while (true) {
      resolver = registry.resolver(dnsNamehash(name, offset));
      if (resolver != address(0)) return (resolver, node, offset);
      if (uint8(name[offset]) == 0) return (address(0), node, offset);
      offset = dnsNextLabel(name, offset);
    }
  }

  // ---- forward resolution

  function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
    return resolveWithGateways(name, data, _localBatchGateway());
  }

  /// The resolver's answer to `data` (e.g. addr(node)) for `name`, DNS-encoded, and the resolver.
  function resolveWithGateways(bytes memory name, bytes memory data, string[] memory gateways)
    public
    view
    returns (bytes memory, address)
  {
    (address resolver, , uint256 offset) = findResolver(name);
    bytes memory result = _call(name, data, resolver, offset, gateways, this.resolveCallback.selector, "");
    return (result, resolver);
  }

  function resolveCallback(bytes calldata response, bytes calldata extraData)
    external
    view
    returns (bytes memory, address)
  {
    (address resolver, bytes memory result, ) = _finish(response, extraData);
    return (result, resolver);
  }

  // ---- reverse resolution

  function reverse(bytes calldata lookupAddress, uint256 coinType)
    external
    view
    returns (string memory, address, address)
  {
    return reverseWithGateways(lookupAddress, coinType, _localBatchGateway());
  }

  /// The primary name of `lookupAddress` for `coinType`, its resolver and the reverse resolver; an empty name
  /// when there is none. Reverts ReverseAddressMismatch when the name does not resolve back to the address.
  function reverseWithGateways(bytes memory lookupAddress, uint256 coinType, string[] memory gateways)
    public
    view
    returns (string memory, address, address)
  {
    bytes memory reverseName = _reverseName(lookupAddress, coinType);
    (address reverseResolver, bytes32 node, uint256 offset) = findResolver(reverseName);
    bytes memory carry = abi.encode(lookupAddress, coinType, gateways);
    bytes memory result = _call(
      reverseName,
      abi.encodeWithSelector(NAME_SELECTOR, node),
      reverseResolver,
      offset,
      gateways,
      this.reverseNameCallback.selector,
      carry
    );
    return _afterName(result, reverseResolver, carry);
  }

  function reverseNameCallback(bytes calldata response, bytes calldata extraData)
    external
    view
    returns (string memory, address, address)
  {
    (address reverseResolver, bytes memory result, bytes memory carry) = _finish(response, extraData);
    return _afterName(result, reverseResolver, carry);
  }

  function reverseAddressCallback(bytes calldata response, bytes calldata extraData)
    external
    view
    returns (string memory, address, address)
  {
    (address resolver, bytes memory result, bytes memory carry) = _finish(response, extraData);
    return _checkAddress(result, resolver, carry);
  }

  /// The primary name is known: resolve its address for the same coin type.
  function _afterName(bytes memory result, address reverseResolver, bytes memory carry)
    private
    view
    returns (string memory, address, address)
  {
    if (result.length == 0) return ("", address(0), reverseResolver);
    string memory primary = abi.decode(result, (string));
    if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
    (bytes memory lookupAddress, uint256 coinType, string[] memory gateways) = abi.decode(
      carry,
      (bytes, uint256, string[])
    );
    return _resolvePrimary(primary, coinType, gateways, abi.encode(primary, lookupAddress, coinType, reverseResolver));
  }

  function _resolvePrimary(string memory primary, uint256 coinType, string[] memory gateways, bytes memory next)
    private
    view
    returns (string memory, address, address)
  {
    bytes memory name = dnsEncode(primary);
    (address resolver, bytes32 node, uint256 offset) = findResolver(name);
    bytes memory result = _call(
      name,
      _addrCall(node, coinType),
      resolver,
      offset,
      gateways,
      this.reverseAddressCallback.selector,
      next
    );
    return _checkAddress(result, resolver, next);
  }

  function _addrCall(bytes32 node, uint256 coinType) private pure returns (bytes memory) {
    return
      coinType == ETH_COIN_TYPE
        ? abi.encodeWithSelector(ADDR_SELECTOR, node)
        : abi.encodeWithSelector(ADDR_COIN_SELECTOR, node, coinType);
  }

  function _checkAddress(bytes memory result, address resolver, bytes memory carry)
    private
    pure
    returns (string memory, address, address)
  {
    (string memory primary, bytes memory lookupAddress, uint256 coinType, address reverseResolver) = abi.decode(
      carry,
      (string, bytes, uint256, address)
    );
    bytes memory primaryAddress;
    if (result.length > 0) {
      primaryAddress = coinType == ETH_COIN_TYPE
        ? abi.encodePacked(abi.decode(result, (address)))
        : abi.decode(result, (bytes));
    }
    if (keccak256(primaryAddress) != keccak256(lookupAddress)) {
      revert ReverseAddressMismatch(primary, primaryAddress);
    }
    return (primary, resolver, reverseResolver);
  }

  /// ENSIP-19: `<address hex>.addr.reverse` for Ethereum, `.default.reverse` for the default EVM coin type,
  /// `.<coin type hex>.reverse` otherwise.
  function _reverseName(bytes memory lookupAddress, uint256 coinType) private pure returns (bytes memory) {
    bytes memory namespace = coinType == ETH_COIN_TYPE
      ? bytes("addr")
      : coinType == DEFAULT_EVM_COIN_TYPE
        ? bytes("default")
        : toMinimalHex(coinType);
    return dnsEncode(string(abi.encodePacked(toHexDigits(lookupAddress), ".", namespace, ".reverse")));
  }

  // ---- calling resolvers

  /// Calls `resolver` for `data` about `name`; an OffchainLookup becomes this contract's own (see _raise).
  function _call(
    bytes memory name,
    bytes memory data,
    address resolver,
    uint256 offset,
    string[] memory gateways,
    bytes4 callback,
    bytes memory carry
  ) private view returns (bytes memory) {
    if (resolver == address(0)) revert ResolverNotFound(name);
    if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
    bool ok;
    bytes memory answer;
    bool extended = _supportsExtended(resolver);
    if (extended) {
      (ok, answer) = resolver.staticcall(abi.encodeWithSelector(EXTENDED_RESOLVER_INTERFACE, name, data));
    } else if (offset == 0) {
      (ok, answer) = resolver.staticcall(data);
    } else {
      // A wildcard match needs a resolver that implements ENSIP-10.
      revert ResolverNotFound(name);
    }
    if (ok) {
      if (!extended) return answer;
      return abi.decode(answer, (bytes));
    }
    if (answer.length >= 4 && bytes4(answer) == OFFCHAIN_LOOKUP_SELECTOR) {
      _raise(resolver, answer, gateways, callback, carry);
    }
    if (answer.length == 0) revert UnsupportedResolverProfile(bytes4(data));
    revert ResolverError(answer);
  }

  /// Re-raises the resolver's OffchainLookup with this contract as sender: one batch gateway query whose sender
  /// is the resolver, so its gateway sees (and signs for) the resolver's address.
  function _raise(
    address resolver,
    bytes memory revertData,
    string[] memory gateways,
    bytes4 callback,
    bytes memory carry
  ) private view {
    (IAirlockBatchGateway.Query[] memory queries, Pending memory pending) = _decodeLookup(revertData);
    if (queries[0].sender != resolver) revert ResolverError(revertData);
    pending.carry = carry;
    revert OffchainLookup(
      address(this),
      gateways,
      abi.encodeCall(IAirlockBatchGateway.query, (queries)),
      callback,
      abi.encode(pending)
    );
  }

  function _decodeLookup(bytes memory revertData)
    private
    pure
    returns (IAirlockBatchGateway.Query[] memory queries, Pending memory pending)
  {
    (address sender, string[] memory urls, bytes memory callData, bytes4 innerCallback, bytes memory innerExtra) = abi
      .decode(sliceFrom(revertData, 4), (address, string[], bytes, bytes4, bytes));
    queries = new IAirlockBatchGateway.Query[](1);
    queries[0] = IAirlockBatchGateway.Query(sender, urls, callData);
    pending = Pending(sender, innerCallback, innerExtra, "");
  }

  /// Hands the batch gateway's answer to the resolver's callback: (resolver, its result, the carried state).
  function _finish(bytes calldata response, bytes calldata extraData)
    private
    view
    returns (address, bytes memory, bytes memory)
  {
    Pending memory pending = abi.decode(extraData, (Pending));
    (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
    if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
    if (failures[0]) {
      // The batch gateway's own error (HttpError for a gateway's 4xx/5xx), passed on as it is.
      bytes memory failure = responses[0];
      assembly {
        revert(add(failure, 32), mload(failure))
      }
    }
    (bool ok, bytes memory answer) = pending.resolver.staticcall(
      abi.encodeWithSelector(pending.callback, responses[0], pending.extraData)
    );
    if (!ok) revert ResolverError(answer);
    return (pending.resolver, abi.decode(answer, (bytes)), pending.carry);
  }

  function _supportsExtended(address resolver) private view returns (bool) {
    (bool ok, bytes memory answer) = resolver.staticcall{gas: 30_000}(
      abi.encodeWithSelector(0x01ffc9a7, EXTENDED_RESOLVER_INTERFACE)
    );
    return ok && answer.length == 32 && abi.decode(answer, (bool));
  }

  function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
    return interfaceId == 0x01ffc9a7;
  }
}
