-- Which cloud instance runs the indexer (src/indexer/lease.ts). Every instance tries to take the lease; the
-- one holding it follows the chains, and renews it well before it ends. A holder that dies stops renewing,
-- so another takes over once expires_at has passed. Times are the database's own (now()), so the instances'
-- clocks never matter.
create table indexer_leases (
  name text primary key,
  -- The instance holding it: a random id each start, so a restarted instance is a new holder.
  holder text not null,
  -- Grows by 1 each time the holder changes. A write checks it under a row lock (store.ts writeRange), so a
  -- stalled ex-holder that wakes up after a takeover cannot write.
  fence bigint not null,
  expires_at timestamptz not null
);
