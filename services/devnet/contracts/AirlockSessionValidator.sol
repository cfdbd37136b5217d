// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {
  Call,
  ERC1271_MAGIC_VALUE,
  IERC1271,
  MODULE_TYPE_VALIDATOR,
  PackedUserOperation,
  packValidationData,
  toEthSignedMessageHash
} from "./ERC4337.sol";
import {recoverSigner} from "./Signatures.sol";

/// @title AirlockSessionValidator
/// @notice Smart sessions (ERC-7715 permissions enforced on chain): a singleton validator module that lets a
/// session key sign an account's user operations within what the account granted: allowed (target, selector)
/// pairs, a native-coin limit, one token's limit and a time window. All state is keyed by the account.
/// @dev Spending is recorded during validation, so an operation whose execution reverts still uses up its
/// allowance (conservative). The token limit counts transfer and approve amounts only: grant no other
/// selector of the token (such as transferFrom or increaseAllowance) to a session meant to be limited. Gas is
/// not counted: a session's operations that no paymaster sponsors pay their gas from the account's ether.
contract AirlockSessionValidator {
  struct Session {
    address signer;
    uint48 validAfter;
    uint48 validUntil;
    uint256 nativeLimit;
    address token;
    uint256 tokenLimit;
  }

  /// @dev selector 0x00000000 stands for a plain native transfer (empty calldata).
  struct Permission {
    address target;
    bytes4 selector;
  }

  struct SessionState {
    Session session;
    uint256 nativeSpent;
    uint256 tokenSpent;
    bool revoked;
    bool exists;
  }

  // EIP-712: any wallet can sign the revoke as readable typed data (eth_signTypedData_v4), and a smart account's
  // ERC-1271 then checks its owner's signature over this digest.
  bytes32 private constant DOMAIN_TYPEHASH =
    keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
  bytes32 private constant REVOKE_TYPEHASH = keccak256("RevokeSession(address account,bytes32 id)");
  // AirlockSmartAccount's execute(address,uint256,bytes) and executeBatch((address,uint256,bytes)[]).
  bytes4 private constant EXECUTE = 0xb61d27f6;
  bytes4 private constant EXECUTE_BATCH = 0x34fcd5be;
  bytes4 private constant TRANSFER = 0xa9059cbb;
  bytes4 private constant APPROVE = 0x095ea7b3;

  mapping(address account => mapping(bytes32 id => SessionState)) private sessions;
  mapping(address account => mapping(bytes32 id => mapping(address target => mapping(bytes4 selector => bool))))
    private allowed;
  mapping(address account => bytes32[]) private ids;
  // The grant's list as given, for wallets and the cloud to show (validation reads `allowed`).
  mapping(address account => mapping(bytes32 id => Permission[])) private permissionLists;

  event SessionEnabled(address indexed account, bytes32 indexed id, address signer, uint48 validUntil);
  event SessionRevoked(address indexed account, bytes32 indexed id);

  error SessionExists();
  error SessionNotFound();
  error SessionIsRevoked();
  error InvalidSession();
  error InvalidSignature();
  error CallNotAllowed(address target, bytes4 selector);
  error SpendLimitExceeded(uint256 limit, uint256 wanted);

  /// @notice ERC-7579 install hook: nothing to set up, sessions come with enableSession.
  function onInstall(bytes calldata) external {}

  /// @notice ERC-7579 uninstall hook: revokes the account's live sessions, so a later reinstall brings none back.
  function onUninstall(bytes calldata) external {
    bytes32[] storage accountIds = ids[msg.sender];
    for (uint256 i = 0; i < accountIds.length; i++) {
      if (!sessions[msg.sender][accountIds[i]].revoked) _revoke(msg.sender, accountIds[i]);
    }
  }

  /// @notice A validator (ERC-7579 module type 1) and nothing else.
  function isModuleType(uint256 moduleTypeId) external pure returns (bool) {
    return moduleTypeId == MODULE_TYPE_VALIDATOR;
  }

  /// @notice Grants a session of the calling account. An id is used once: a revoked id cannot be enabled again.
  /// Permissions may not target the account itself or this validator (a session may not manage sessions).
  function enableSession(bytes32 id, Session calldata session, Permission[] calldata permissions) external {
    SessionState storage state = sessions[msg.sender][id];
    if (state.exists) revert SessionExists();
    if (session.signer == address(0) || (session.validUntil != 0 && session.validUntil <= session.validAfter)) {
      revert InvalidSession();
    }
    state.session = session;
    state.exists = true;
    for (uint256 i = 0; i < permissions.length; i++) {
      Permission calldata permission = permissions[i];
      if (permission.target == msg.sender || permission.target == address(this)) {
        revert CallNotAllowed(permission.target, permission.selector);
      }
      allowed[msg.sender][id][permission.target][permission.selector] = true;
      permissionLists[msg.sender][id].push(permission);
    }
    ids[msg.sender].push(id);
    emit SessionEnabled(msg.sender, id, session.signer, session.validUntil);
  }

  /// @notice Revokes a session of the calling account.
  function revokeSession(bytes32 id) external {
    _revoke(msg.sender, id);
  }

  /// @notice The EIP-712 digest of RevokeSession(account, id) under the domain
  /// { name: "Airlock Session Validator", version: "1", chainId, verifyingContract: this }: what the account signs
  /// (checked through its ERC-1271) to revoke session `id`.
  function revokeHash(address account, bytes32 id) public view returns (bytes32) {
    bytes32 domain = keccak256(
      abi.encode(
        DOMAIN_TYPEHASH, keccak256("Airlock Session Validator"), keccak256("1"), block.chainid, address(this)
      )
    );
    return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(REVOKE_TYPEHASH, account, id))));
  }

  /// @notice Revokes with the account's ERC-1271 signature over revokeHash(account, id); anyone may relay it.
  function revokeWithSignature(address account, bytes32 id, bytes calldata signature) external {
    bytes4 answer;
    try IERC1271(account).isValidSignature(revokeHash(account, id), signature) returns (bytes4 result) {
      answer = result;
    } catch {}
    if (answer != ERC1271_MAGIC_VALUE) revert InvalidSignature();
    _revoke(account, id);
  }

  /// @notice A session of `account`, what it has spent, and whether it was revoked or ever enabled.
  function getSession(address account, bytes32 id)
    external
    view
    returns (Session memory session, uint256 nativeSpent, uint256 tokenSpent, bool revoked, bool exists)
  {
    SessionState storage state = sessions[account][id];
    return (state.session, state.nativeSpent, state.tokenSpent, state.revoked, state.exists);
  }

  /// @notice Whether the session's permissions include (target, selector); says nothing of expiry or revocation.
  function isAllowed(address account, bytes32 id, address target, bytes4 selector) external view returns (bool) {
    return allowed[account][id][target][selector];
  }

  /// @notice The (target, selector) pairs the session was granted, in the order given.
  function getPermissions(address account, bytes32 id) external view returns (Permission[] memory) {
    return permissionLists[account][id];
  }

  /// @notice Every session id the account ever enabled, in order, revoked ones included.
  function sessionIds(address account) external view returns (bytes32[] memory) {
    return ids[account];
  }

  /// @notice Validates a session key's user operation for the calling account. op.signature is
  /// abi.encode(bytes32 id, bytes signature), the session signer's EIP-191 signature over userOpHash; a wrong
  /// signer returns SIG_VALIDATION_FAILED (checked after the rest, so gas estimates with a dummy signature hold).
  /// Reverts for an unknown or revoked session, a call not allowed or a limit exceeded. The session's time
  /// window goes back in the validation data, for the EntryPoint to enforce.
  function validateUserOp(PackedUserOperation calldata op, bytes32 userOpHash) external returns (uint256) {
    (bytes32 id, bytes memory signature) = abi.decode(op.signature, (bytes32, bytes));
    SessionState storage state = sessions[msg.sender][id];
    if (!state.exists) revert SessionNotFound();
    if (state.revoked) revert SessionIsRevoked();

    (uint256 native, uint256 tokens) = _checkCalls(id, state.session.token, op.callData);
    if (native > 0) state.nativeSpent = _spend(state.nativeSpent, native, state.session.nativeLimit);
    if (tokens > 0) state.tokenSpent = _spend(state.tokenSpent, tokens, state.session.tokenLimit);

    bool sigFailed = recoverSigner(toEthSignedMessageHash(userOpHash), signature) != state.session.signer;
    return packValidationData(sigFailed, state.session.validUntil, state.session.validAfter);
  }

  /// Every call the operation makes must be allowed; returns the native value and token amount it moves.
  function _checkCalls(bytes32 id, address token, bytes calldata callData)
    private
    view
    returns (uint256 native, uint256 tokens)
  {
    bytes4 selector = callData.length >= 4 ? bytes4(callData[:4]) : bytes4(0);
    if (selector == EXECUTE) {
      (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
      return _checkCall(id, token, target, value, data);
    }
    if (selector != EXECUTE_BATCH) revert CallNotAllowed(msg.sender, selector);
    Call[] memory calls = abi.decode(callData[4:], (Call[]));
    for (uint256 i = 0; i < calls.length; i++) {
      (uint256 callNative, uint256 callTokens) = _checkCall(id, token, calls[i].target, calls[i].value, calls[i].data);
      native += callNative;
      tokens += callTokens;
    }
  }

  function _checkCall(bytes32 id, address token, address target, uint256 value, bytes memory data)
    private
    view
    returns (uint256 native, uint256 tokens)
  {
    bytes4 selector;
    if (data.length > 0) {
      // Calldata shorter than a selector cannot be allowed: it would read as a padded selector.
      if (data.length < 4) revert CallNotAllowed(target, bytes4(0));
      assembly {
        selector := and(mload(add(data, 32)), shl(224, 0xffffffff))
      }
    }
    if (!allowed[msg.sender][id][target][selector]) revert CallNotAllowed(target, selector);
    if (target == token && token != address(0) && (selector == TRANSFER || selector == APPROVE) && data.length >= 68) {
      assembly {
        tokens := mload(add(data, 68))
      }
    }
    return (value, tokens);
  }

  function _spend(uint256 spent, uint256 amount, uint256 limit) private pure returns (uint256 total) {
    total = spent + amount;
    if (total > limit) revert SpendLimitExceeded(limit, total);
  }

  function _revoke(address account, bytes32 id) private {
    SessionState storage state = sessions[account][id];
    if (!state.exists) revert SessionNotFound();
    if (state.revoked) revert SessionIsRevoked();
    state.revoked = true;
    emit SessionRevoked(account, id);
  }
}
