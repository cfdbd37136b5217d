-- The off-ramp (src/offramp): quotes the cloud gave, and the sales (orders) its sandbox provider takes: tokens
-- deposited on chain to an address issued for the order, money paid out to a bank account. Fiat amounts are
-- in cents of their currency; token amounts in the token's smallest unit.

-- A quote, kept until it expires, so an order made from it pays out exactly what it promised. `quote` is the
-- answer the kit was given (OffRampQuote); the other columns are what an order needs to watch its deposit.
create table offramp_quotes (
  id text primary key,
  project_id text not null,
  provider text not null,
  chain_id text not null,
  -- 'native' or the token contract, lower case.
  asset text not null,
  amount_atomic numeric not null,
  quote jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index offramp_quotes_expires_at on offramp_quotes (expires_at);

-- A sale: created, awaiting_deposit once the provider issued its deposit address, deposit_received when the
-- deposit is seen on chain, then paid_out, or refunded (a wrong token or amount, or a deposit after
-- expires_at); expired when nobody deposited in time. The bank account is kept masked only: the sandbox pays
-- out to nobody, and a full account number has no business in this table.
create table offramp_orders (
  id text primary key,
  project_id text not null,
  provider text not null,
  status text not null check (status in
    ('created', 'awaiting_deposit', 'deposit_received', 'paid_out', 'refunded', 'expired')),
  quote jsonb not null,
  chain_id text not null,
  asset text not null,
  amount_atomic numeric not null,
  -- The seller's wallet, lower case: refunds go back to the deposit's sender.
  from_address text not null,
  bank_type text not null,
  bank_holder text not null,
  bank_masked text not null,
  -- Issued by the provider; lower case.
  deposit_address text,
  deposit_tx_hash text,
  deposit_token text,
  deposit_from text,
  deposit_amount numeric,
  payout_reference text,
  paid_at timestamptz,
  refund_reason text,
  -- The refund from the deposit address: signed (its nonce 0, so there is never a second one) and stored
  -- before it is broadcast, so a restart sends this same transaction again.
  refund_raw_tx text,
  refund_tx_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index offramp_orders_project on offramp_orders (project_id, created_at desc);
create unique index offramp_orders_deposit_address on offramp_orders (chain_id, deposit_address)
  where deposit_address is not null;
create index offramp_orders_open on offramp_orders (chain_id, status) where status in
  ('awaiting_deposit', 'deposit_received', 'expired');

-- The next block the sandbox's deposit watcher reads on each chain: a restart resumes where it stopped.
create table offramp_watch (
  chain_id text primary key,
  next_block bigint not null
);
