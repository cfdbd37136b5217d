// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {toBase64, toDecimalString} from "./Encoding.sol";

interface IERC721Receiver {
  function onERC721Received(
    address operator,
    address from,
    uint256 tokenId,
    bytes calldata data
  ) external returns (bytes4);
}

/// @title AirlockNFT
/// @notice A minimal ERC-721 (with the metadata extension) so wallets and dapps on the devnet have NFTs to show
/// and move. Only the deployer mints; metadata is built on chain so nothing needs a server.
contract AirlockNFT {
  string public name;
  string public symbol;
  address public immutable owner;

  mapping(uint256 tokenId => address) private _owners;
  mapping(address holder => uint256) private _balances;
  mapping(uint256 tokenId => address) private _tokenApprovals;
  mapping(address holder => mapping(address operator => bool)) private _operatorApprovals;

  event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
  event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
  event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

  error NotOwner(address caller);
  error InvalidOwner(address holder);
  error InvalidReceiver(address receiver);
  error NonexistentToken(uint256 tokenId);
  error TokenExists(uint256 tokenId);
  error IncorrectOwner(address from, uint256 tokenId, address holder);
  error NotAuthorized(address caller, uint256 tokenId);

  constructor(string memory name_, string memory symbol_) {
    name = name_;
    symbol = symbol_;
    owner = msg.sender;
  }

  function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
    return
      interfaceId == 0x01ffc9a7 || // ERC-165
      interfaceId == 0x80ac58cd || // ERC-721
      interfaceId == 0x5b5e139f; // ERC-721 Metadata
  }

  function balanceOf(address holder) external view returns (uint256) {
    // ERC-721 requires this: the zero address is where burnt and unminted tokens "are".
    if (holder == address(0)) revert InvalidOwner(holder);
    return _balances[holder];
  }

  function ownerOf(uint256 tokenId) public view returns (address holder) {
    holder = _owners[tokenId];
    if (holder == address(0)) revert NonexistentToken(tokenId);
  }

  function tokenURI(uint256 tokenId) external view returns (string memory) {
    ownerOf(tokenId);
    string memory id = toDecimalString(tokenId);
    bytes memory json = abi.encodePacked(
      '{"name":"',
      name,
      " #",
      id,
      '","description":"Test NFT #',
      id,
      ' on the Airlock devnet."}'
    );
    return string.concat("data:application/json;base64,", toBase64(json));
  }

  function approve(address to, uint256 tokenId) external {
    address holder = ownerOf(tokenId);
    if (msg.sender != holder && !_operatorApprovals[holder][msg.sender]) revert NotAuthorized(msg.sender, tokenId);
    _tokenApprovals[tokenId] = to;
    emit Approval(holder, to, tokenId);
  }

  function getApproved(uint256 tokenId) external view returns (address) {
    ownerOf(tokenId);
    return _tokenApprovals[tokenId];
  }

  function setApprovalForAll(address operator, bool approved) external {
    if (operator == address(0)) revert InvalidReceiver(operator);
    _operatorApprovals[msg.sender][operator] = approved;
    emit ApprovalForAll(msg.sender, operator, approved);
  }

  function isApprovedForAll(address holder, address operator) external view returns (bool) {
    return _operatorApprovals[holder][operator];
  }

  function transferFrom(address from, address to, uint256 tokenId) public {
    if (to == address(0)) revert InvalidReceiver(to);
    address holder = ownerOf(tokenId);
    if (holder != from) revert IncorrectOwner(from, tokenId, holder);
    bool allowed = msg.sender == holder ||
      _tokenApprovals[tokenId] == msg.sender ||
      _operatorApprovals[holder][msg.sender];
    if (!allowed) revert NotAuthorized(msg.sender, tokenId);

    // A token's single-use approval ends when it changes hands.
    delete _tokenApprovals[tokenId];
    unchecked {
      _balances[from] -= 1;
      _balances[to] += 1;
    }
    _owners[tokenId] = to;
    emit Transfer(from, to, tokenId);
  }

  function safeTransferFrom(address from, address to, uint256 tokenId) external {
    safeTransferFrom(from, to, tokenId, "");
  }

  /// Refuses contracts that do not declare they can handle NFTs, so a token cannot get stuck in one.
  function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
    transferFrom(from, to, tokenId);
    if (to.code.length == 0) return;
    try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
      if (answer != IERC721Receiver.onERC721Received.selector) revert InvalidReceiver(to);
    } catch (bytes memory reason) {
      if (reason.length == 0) revert InvalidReceiver(to);
      // Keep the receiver's own error: it says why it refused.
      assembly {
        revert(add(reason, 32), mload(reason))
      }
    }
  }

  function mint(address to, uint256 tokenId) external {
    if (msg.sender != owner) revert NotOwner(msg.sender);
    if (to == address(0)) revert InvalidReceiver(to);
    if (_owners[tokenId] != address(0)) revert TokenExists(tokenId);
    unchecked {
      _balances[to] += 1;
    }
    _owners[tokenId] = to;
    emit Transfer(address(0), to, tokenId);
  }
}
