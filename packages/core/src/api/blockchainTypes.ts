// The cloud's answers, declared once for the kit and the cloud in @airlock/protocol/cloud-api.
export type {
  BalanceEntry,
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  OperationType,
  PriceResponse,
  Transaction,
  TransactionApproval,
  TransactionStatus,
  TransactionTransfer,
} from '@airlock/protocol/cloud-api'
