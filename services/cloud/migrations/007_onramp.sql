-- The onramp (src/onramp): quotes the cloud gave, and the purchases (orders) its sandbox checkout takes and
-- delivers. Fiat amounts are in cents of their currency; token amounts in the token's smallest unit.

-- A quote, kept until it expires, so a checkout started from it delivers exactly what it promised.
create table onramp_quotes (
  id text primary key,
  project_id text not null,
  provider text not null,
  chain_id text not null,
  -- 'native' or the token contract, lower case.
  asset text not null,
  symbol text not null,
  decimals integer not null,
  payment_currency text not null,
  payment_method text not null,
  total_cents bigint not null,
  provider_fee_cents bigint not null,
  network_fee_cents bigint not null,
  subtotal_cents bigint not null,
  purchase_amount numeric not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index onramp_quotes_expires_at on onramp_quotes (expires_at);

-- A purchase: created when a checkout opens, pending once paid (until delivered), then completed or failed.
-- id is the session id (Coinbase-type) or the external session id the kit chose (Meld-type).
create table onramp_orders (
  id text primary key,
  project_id text not null,
  provider text not null,
  status text not null check (status in ('created', 'pending', 'completed', 'failed')),
  chain_id text not null,
  -- The wallet, lower case.
  address text not null,
  partner_user_id text,
  asset text not null,
  symbol text not null,
  decimals integer not null,
  payment_currency text not null,
  -- null until the visitor pays; 'card' or 'ach_bank_account'.
  payment_method text,
  quote_id text,
  total_cents bigint not null,
  provider_fee_cents bigint not null,
  network_fee_cents bigint not null,
  subtotal_cents bigint not null,
  purchase_amount numeric not null,
  -- A card that asks for a confirmation step, between paying and pending.
  awaiting_confirmation boolean not null default false,
  -- When a pending order's payment has settled and its delivery may be sent (a bank transfer's is later).
  settle_at timestamptz,
  failure_reason text,
  -- The delivery: signed and stored before it is broadcast, so a restart sends this same transaction again
  -- rather than a second one.
  treasury text,
  nonce bigint,
  raw_tx text,
  tx_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index onramp_orders_address on onramp_orders (address, created_at desc, id desc);
create index onramp_orders_due on onramp_orders (settle_at) where status = 'pending';
-- One delivery per transaction: history joins on it to call the delivery a purchase.
create unique index onramp_orders_tx on onramp_orders (chain_id, tx_hash) where tx_hash is not null;
