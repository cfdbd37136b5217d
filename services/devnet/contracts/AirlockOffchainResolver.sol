// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {EXTENDED_RESOLVER_INTERFACE, OffchainLookup} from "./NameCoding.sol";
import {recoverSigner} from "./Signatures.sol";

/// @title AirlockOffchainResolver
/// @notice An ENSIP-10 wildcard resolver whose records live in the Airlock cloud: every `resolve(name, data)`
/// reverts with EIP-3668's OffchainLookup pointing at the cloud's names gateway, and the callback accepts the
/// gateway's answer only when a known gateway signer signed it for this resolver, this request and this result,
/// and it has not expired. The devnet sets it as the resolver of the names parent (`airlock.eth`) and of
/// `addr.reverse` (primary names), so both forward and reverse lookups go to the gateway.
///
/// Signed digest: keccak256(0x19 ‖ 0x00 ‖ resolver address ‖ expires (uint64) ‖ keccak256(request) ‖
/// keccak256(result)), an EIP-191 version 0 ("intended validator") message; the gateway answers
/// abi.encode(bytes result, uint64 expires, bytes signature).
contract AirlockOffchainResolver {
  address public owner;
  mapping(address => bool) public signers;
  string[] private gatewayUrls;

  event UrlsChanged(string[] urls);
  event SignerChanged(address indexed signer, bool allowed);
  event OwnerChanged(address indexed owner);

  error Unauthorized();
  error UnknownSigner(address signer);
  error ResponseExpired(uint64 expires);

  constructor(string[] memory urls_, address[] memory signers_) {
    owner = msg.sender;
    gatewayUrls = urls_;
    emit UrlsChanged(urls_);
    for (uint256 i = 0; i < signers_.length; i++) {
      signers[signers_[i]] = true;
      emit SignerChanged(signers_[i], true);
    }
  }

  modifier onlyOwner() {
    if (msg.sender != owner) revert Unauthorized();
    _;
  }

  /// The gateway URL templates ({sender} and {data} are filled in by the client, EIP-3668).
  function urls() external view returns (string[] memory) {
    return gatewayUrls;
  }

  function setUrls(string[] memory urls_) external onlyOwner {
    gatewayUrls = urls_;
    emit UrlsChanged(urls_);
  }

  function setSigner(address signer, bool allowed) external onlyOwner {
    signers[signer] = allowed;
    emit SignerChanged(signer, allowed);
  }

  function transferOwnership(address newOwner) external onlyOwner {
    owner = newOwner;
    emit OwnerChanged(newOwner);
  }

  /// ENSIP-10: always asks the gateway, which receives resolve(name, data) unchanged.
  function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
    bytes memory request = abi.encodeWithSelector(EXTENDED_RESOLVER_INTERFACE, name, data);
    revert OffchainLookup(
      address(this),
      gatewayUrls,
      request,
      this.resolveWithProof.selector,
      abi.encode(request, address(this))
    );
  }

  /// EIP-3668 callback: the gateway's signed answer to the request in `extraData`.
  function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
    (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
    (bytes memory request, ) = abi.decode(extraData, (bytes, address));
    address signer = recoverSigner(signatureHash(address(this), expires, request, result), signature);
    if (!signers[signer]) revert UnknownSigner(signer);
    if (expires < block.timestamp) revert ResponseExpired(expires);
    return result;
  }

  /// What the gateway signs for `target` (this resolver): see the contract's notice.
  function signatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
    public
    pure
    returns (bytes32)
  {
    return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
  }

  function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
    return interfaceId == 0x01ffc9a7 || interfaceId == EXTENDED_RESOLVER_INTERFACE;
  }
}
