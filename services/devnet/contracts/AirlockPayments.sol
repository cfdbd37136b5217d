// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {AirlockRouter} from "./AirlockRouter.sol";
import {recoverSigner} from "./Signatures.sol";
import {safeApprove, safeTransferETH, safeTransferFrom} from "./TokenTransfers.sol";

/// What a shop is owed, as the cloud's intent signer signs it (EIP-712). One payment per id.
struct PaymentIntent {
  bytes32 id;
  address recipient;
  /// The ERC-20 the recipient receives, or address(0) for ether.
  address token;
  uint256 amount;
  /// Unix seconds: the intent is refused after this.
  uint256 deadline;
}

/// @title AirlockPayments
/// @notice Pays a shop's payment intents: the payer sends the intent's asset straight to the recipient, or
/// another token or ether that the router swaps into exactly the intent's amount (exact output, so the shop
/// never receives less and the payer never spends more than the pools ask). The cloud marks an intent paid
/// from PaymentReceived, so the contract accepts an intent only as its signer signed it, before its deadline,
/// and once. It holds nothing between calls: tokens and ether pass through within the call that brought them.
///
/// The EIP-712 domain is name "Airlock Payments", version "1", the chain id and this contract; the type is
/// PaymentIntent(bytes32 id,address recipient,address token,uint256 amount,uint256 deadline). The kit and the
/// cloud use the same values (PAYMENT_INTENT_TYPES in packages/protocol/src/cloudApi/payments.ts).
contract AirlockPayments {
  bytes32 private constant DOMAIN_TYPEHASH =
    keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
  bytes32 private constant INTENT_TYPEHASH =
    keccak256("PaymentIntent(bytes32 id,address recipient,address token,uint256 amount,uint256 deadline)");

  address public immutable signer;
  AirlockRouter public immutable router;
  address public immutable weth;

  mapping(bytes32 => bool) private paid;

  /// tokenIn/amountIn: what the payer spent (address(0) for ether); the intent's token and amount when paid
  /// directly.
  event PaymentReceived(
    bytes32 indexed id,
    address indexed payer,
    address indexed recipient,
    address token,
    uint256 amount,
    address tokenIn,
    uint256 amountIn
  );

  error IntentExpired(bytes32 id);
  error IntentAlreadyPaid(bytes32 id);
  error InvalidIntentSignature();
  error WrongValue();
  error SlippageExceeded(uint256 needed, uint256 max);
  error InvalidPath();

  constructor(address signer_, address router_, address weth_) {
    signer = signer_;
    router = AirlockRouter(payable(router_));
    weth = weth_;
  }

  /// Only the router sends ether here: the unused part of payWithNative's value, passed on to the payer in the
  /// same call. Ether from anyone else would be stuck.
  receive() external payable {
    if (msg.sender != address(router)) revert WrongValue();
  }

  /// Pays the intent in its own asset: ether as msg.value (exactly the amount), or tokens the payer approved
  /// this contract to move.
  function pay(PaymentIntent calldata intent, bytes calldata signature) external payable {
    _accept(intent, signature);
    if (intent.token == address(0)) {
      if (msg.value != intent.amount) revert WrongValue();
      safeTransferETH(intent.recipient, intent.amount);
    } else {
      if (msg.value != 0) revert WrongValue();
      safeTransferFrom(intent.token, msg.sender, intent.recipient, intent.amount);
    }
    emit PaymentReceived(intent.id, msg.sender, intent.recipient, intent.token, intent.amount, intent.token, intent.amount);
  }

  /// Pays the intent with path[0], swapped along `path` into exactly the intent's amount. Only what the pools
  /// ask is taken from the payer (at most maxAmountIn); the rest of their approval stays unused.
  function payWithToken(
    PaymentIntent calldata intent,
    bytes calldata signature,
    address[] calldata path,
    uint256 maxAmountIn
  ) external {
    _accept(intent, signature);
    _checkPath(intent, path);
    uint256 amountIn = _amountIn(intent.amount, path, maxAmountIn);
    safeTransferFrom(path[0], msg.sender, address(this), amountIn);
    safeApprove(path[0], address(router), amountIn);
    router.swapTokensForExactTokens(intent.amount, amountIn, path, intent.recipient, block.timestamp);
    emit PaymentReceived(intent.id, msg.sender, intent.recipient, intent.token, intent.amount, path[0], amountIn);
  }

  /// Pays the intent with ether (path[0] is WETH), swapped into exactly the intent's amount: msg.value is the
  /// most the payer spends, and what the swap does not use goes back to them.
  function payWithNative(
    PaymentIntent calldata intent,
    bytes calldata signature,
    address[] calldata path
  ) external payable {
    _accept(intent, signature);
    _checkPath(intent, path);
    if (path[0] != weth) revert InvalidPath();
    uint256 amountIn = _amountIn(intent.amount, path, msg.value);
    router.swapETHForExactTokens{value: msg.value}(intent.amount, path, intent.recipient, block.timestamp);
    if (msg.value > amountIn) safeTransferETH(msg.sender, msg.value - amountIn);
    emit PaymentReceived(intent.id, msg.sender, intent.recipient, intent.token, intent.amount, address(0), amountIn);
  }

  function isPaid(bytes32 id) external view returns (bool) {
    return paid[id];
  }

  /// The EIP-712 domain separator intents are signed under (see the contract's notice).
  function DOMAIN_SEPARATOR() public view returns (bytes32) {
    return
      keccak256(
        abi.encode(DOMAIN_TYPEHASH, keccak256("Airlock Payments"), keccak256("1"), block.chainid, address(this))
      );
  }

  /// Checks the intent and marks it paid before any token or ether moves, so a re-entering recipient, token or
  /// payer finds it already paid.
  function _accept(PaymentIntent calldata intent, bytes calldata signature) private {
    bytes32 structHash = keccak256(
      abi.encode(INTENT_TYPEHASH, intent.id, intent.recipient, intent.token, intent.amount, intent.deadline)
    );
    bytes32 digest = keccak256(abi.encodePacked(hex"1901", DOMAIN_SEPARATOR(), structHash));
    address recovered = recoverSigner(digest, signature);
    if (recovered == address(0) || recovered != signer) revert InvalidIntentSignature();
    // A paid intent says so even after its deadline: "already paid" is what the payer needs to hear.
    if (paid[intent.id]) revert IntentAlreadyPaid(intent.id);
    if (block.timestamp > intent.deadline) revert IntentExpired(intent.id);
    paid[intent.id] = true;
  }

  /// A swap must end in the intent's token; an ether intent is paid with pay() alone.
  function _checkPath(PaymentIntent calldata intent, address[] calldata path) private pure {
    if (intent.token == address(0) || path.length < 2 || path[path.length - 1] != intent.token) revert InvalidPath();
  }

  /// What the pools ask for exactly `amountOut` at the end of `path`, refused above `max`.
  function _amountIn(uint256 amountOut, address[] calldata path, uint256 max) private view returns (uint256 needed) {
    needed = router.getAmountsIn(amountOut, path)[0];
    if (needed > max) revert SlippageExceeded(needed, max);
  }
}
