-- History's own index (src/history/query.ts). One row per account and transaction it took part in (as the
-- transaction's sender or recipient, or as a party to one of its transfers), carrying the transaction's
-- position. A page of history is one range scan of account_activity_page, newest first from the cursor on
-- (keyset paging), whatever the account's volume: the former query unioned four lookups and sorted all of an
-- account's transactions for every page (hundreds of ms for an account with a few thousand). Triggers keep
-- it in step with what the indexer writes and deletes (a chain reset), so the indexer itself does not change.
create table account_activity (
  address text not null,
  chain_id text not null,
  hash text not null,
  mined_at timestamptz not null,
  block_number bigint not null,
  tx_index integer not null
  -- No foreign key to chain_transactions: its per-row check (and the lock it takes on the transaction's row)
  -- made the indexer's writes slower; the delete trigger below does the cascade, once per statement.
);
-- The one index, kept cheap to write: (chain_id, block_number, tx_index) names a transaction, so it is also
-- the key that makes an account's second row for one transaction a conflict (inserts do nothing then).
-- Same direction on every column: the cursor's row comparison is an index bound, not a filter. A chain
-- reset, rare and whole, deletes by a scan.
create unique index account_activity_page
  on account_activity (address, mined_at desc, chain_id desc, block_number desc, tx_index desc);

-- Grows each time an account's activity rows change: a cached history page (src/history/cache.ts) is still
-- right while its account's version is the one it was read at, on every instance sharing the database.
create table account_versions (
  address text primary key,
  version bigint not null
);

-- Grows each time a table a cache is built from changes (e.g. 'wallets' for /getWallets).
create table cache_versions (
  name text primary key,
  version bigint not null
);

create function account_activity_of_transactions() returns trigger language plpgsql as $$
begin
  insert into account_activity (address, chain_id, hash, mined_at, block_number, tx_index)
  select party.address, n.chain_id, n.hash, n.mined_at, n.block_number, n.tx_index
    from new_rows n
    cross join lateral (values (n.from_address), (n.to_address)) as party(address)
   where party.address is not null
  on conflict do nothing;
  return null;
end
$$;

-- The indexer writes a range's transactions before its transfers, in one transaction (indexer/store.ts).
create function account_activity_of_transfers() returns trigger language plpgsql as $$
begin
  insert into account_activity (address, chain_id, hash, mined_at, block_number, tx_index)
  select distinct party.address, t.chain_id, t.hash, t.mined_at, t.block_number, t.tx_index
    from new_rows n
    join chain_transactions t on t.chain_id = n.chain_id and t.hash = n.tx_hash
    cross join lateral (values (n.from_address), (n.to_address)) as party(address)
  on conflict do nothing;
  return null;
end
$$;

create function account_activity_forget_transactions() returns trigger language plpgsql as $$
begin
  delete from account_activity a using old_rows o where a.chain_id = o.chain_id and a.hash = o.hash;
  return null;
end
$$;

create function account_versions_bump() returns trigger language plpgsql as $$
begin
  insert into account_versions (address, version)
  select distinct address, 1 from changed_rows
  on conflict (address) do update set version = account_versions.version + 1;
  return null;
end
$$;

create function wallets_version_bump() returns trigger language plpgsql as $$
begin
  insert into cache_versions (name, version) values ('wallets', 1)
  on conflict (name) do update set version = cache_versions.version + 1;
  return null;
end
$$;

-- Statement triggers with transition tables: one insert per indexer write, not one per row.
create trigger chain_transactions_activity after insert on chain_transactions
  referencing new table as new_rows for each statement execute function account_activity_of_transactions();
create trigger chain_transactions_forgotten after delete on chain_transactions
  referencing old table as old_rows for each statement execute function account_activity_forget_transactions();
create trigger transfers_activity after insert on transfers
  referencing new table as new_rows for each statement execute function account_activity_of_transfers();
create trigger account_activity_inserted after insert on account_activity
  referencing new table as changed_rows for each statement execute function account_versions_bump();
create trigger account_activity_deleted after delete on account_activity
  referencing old table as changed_rows for each statement execute function account_versions_bump();
create trigger wallets_changed after insert or update or delete or truncate on wallets
  for each statement execute function wallets_version_bump();

-- What was indexed before this migration.
insert into account_activity (address, chain_id, hash, mined_at, block_number, tx_index)
select party.address, t.chain_id, t.hash, t.mined_at, t.block_number, t.tx_index
  from chain_transactions t
  cross join lateral (values (t.from_address), (t.to_address)) as party(address)
 where party.address is not null
on conflict do nothing;
insert into account_activity (address, chain_id, hash, mined_at, block_number, tx_index)
select distinct party.address, t.chain_id, t.hash, t.mined_at, t.block_number, t.tx_index
  from transfers n
  join chain_transactions t on t.chain_id = n.chain_id and t.hash = n.tx_hash
  cross join lateral (values (n.from_address), (n.to_address)) as party(address)
on conflict do nothing;
