-- The chain indexer (src/indexer): what it has read of each configured chain, for account history and
-- balances. Addresses are stored lower case (0x + 40 hex) so lookups need no lower() and can use the indexes.
-- Amounts are numeric: raw token units exceed bigint.

-- Every token contract the indexer has seen emit Transfer, with its metadata read from the chain once.
-- A contract whose name()/symbol() calls fail gets 'Unknown'/'???' and whose decimals() fails gets null, so
-- it is not asked again on every transfer. decimals is null for erc721, and for an erc20 without decimals().
create table tokens (
  chain_id text not null,
  address text not null,
  standard text not null check (standard in ('erc20', 'erc721')),
  name text not null,
  symbol text not null,
  decimals integer,
  -- The block of the first Transfer the indexer saw.
  first_block bigint,
  primary key (chain_id, address)
);

-- Per chain, the next block to read; moves forward in the same database transaction as the rows it covers.
create table indexer_state (
  chain_id text primary key,
  next_block bigint not null,
  -- Hash of block next_block - 1: a chain whose block there changed (devnet restarted, reorganisation) is
  -- detected and indexed again from block 0.
  last_block_hash text,
  updated_at timestamptz not null default now()
);

create table chain_transactions (
  chain_id text not null,
  hash text not null,
  block_number bigint not null,
  tx_index integer not null,
  from_address text not null,
  -- null for a contract creation; contract_address then holds the created contract.
  to_address text,
  contract_address text,
  value numeric not null,
  -- First 4 bytes of the input (0x + 8 hex), null without input.
  input_selector text,
  status text not null check (status in ('confirmed', 'failed')),
  nonce bigint not null,
  mined_at timestamptz not null,
  primary key (chain_id, hash)
);
create index chain_transactions_from on chain_transactions (from_address, mined_at desc, chain_id, block_number desc, tx_index desc);
create index chain_transactions_to on chain_transactions (to_address, mined_at desc, chain_id, block_number desc, tx_index desc);

-- Value moved by a transaction: its native value (log_index -1) and each ERC-20/ERC-721 Transfer log.
-- Failed transactions move nothing and have none.
create table transfers (
  chain_id text not null,
  tx_hash text not null,
  log_index integer not null,
  standard text not null check (standard in ('native', 'erc20', 'erc721')),
  -- null for native.
  token_address text,
  from_address text not null,
  to_address text not null,
  -- Raw units (wei, token base units); 1 for erc721.
  amount numeric not null,
  -- erc721 only.
  token_id numeric,
  block_number bigint not null,
  primary key (chain_id, tx_hash, log_index)
);
create index transfers_from on transfers (from_address, block_number desc);
create index transfers_to on transfers (to_address, block_number desc);
create index transfers_token on transfers (chain_id, token_address, block_number);
