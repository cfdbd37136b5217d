-- Payment intents (src/payments). A shop's server creates an intent with a secret key, the kit pays it through
-- the chain's payments contract, and the cloud marks it paid from the contract's PaymentReceived event.

-- Secret keys: the operator issues them per project (admin create-secret-key). Only the SHA-256 of the key is
-- kept: the key is 32 random bytes, so a hash without salt or stretching cannot be reversed or guessed.
create table payment_secret_keys (
  -- What `list` shows and revoke-secret-key names: the key's first characters (sk_ and 8 more).
  prefix text primary key,
  project_id text not null references projects (id) on delete cascade,
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index payment_secret_keys_project on payment_secret_keys (project_id);

-- One webhook endpoint per project. The secret is kept as given: the cloud signs every delivery with it.
create table payment_webhooks (
  project_id text primary key references projects (id) on delete cascade,
  url text not null,
  secret text not null,
  updated_at timestamptz not null default now()
);

create table payment_intents (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  -- created -> paid, or created -> expired; neither end state changes again.
  status text not null check (status in ('created', 'paid', 'expired')),
  network text not null,
  contract text not null,
  -- keccak256 of the id's UTF-8 bytes, lower-case hex: what the contract's event carries.
  onchain_id text not null unique,
  recipient text not null,
  asset text not null,
  -- The ERC-20 contract, or the zero address for the native coin; lower case.
  token text not null,
  symbol text not null,
  decimals integer not null,
  amount text not null,
  amount_atomic numeric(78, 0) not null,
  reference text not null,
  signature text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set once paid, from the event.
  payer text,
  transaction_hash text,
  block_number bigint,
  token_in text,
  amount_in numeric(78, 0),
  paid_at timestamptz
);
create index payment_intents_project on payment_intents (project_id);
create index payment_intents_open on payment_intents (expires_at) where status = 'created';

-- Where the watcher of each chain's payments contract goes on reading logs after a restart.
create table payment_cursors (
  network text not null,
  contract text not null,
  next_block bigint not null,
  primary key (network, contract)
);

-- Webhook events to send: one per intent and type, so a payment seen twice is announced once. The body is
-- fixed when the event is made, so every retry sends the same bytes with the same event id.
create table payment_webhook_deliveries (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  intent_id text not null references payment_intents (id) on delete cascade,
  type text not null,
  body text not null,
  -- pending until a 2xx (delivered) or the last attempt failed (failed).
  status text not null check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (intent_id, type)
);
create index payment_webhook_deliveries_due on payment_webhook_deliveries (next_attempt_at)
  where status = 'pending';

-- Every attempt of a delivery: what the receiver answered, or why nothing was answered.
create table payment_webhook_attempts (
  delivery_id text not null references payment_webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  url text not null,
  status_code integer,
  error text,
  at timestamptz not null default now(),
  primary key (delivery_id, attempt)
);
