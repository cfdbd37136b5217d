-- Name registration (issue 19, spec section 7 POST /v1/profile/account): what registered each name. The
-- coin type (ENSIP-11) the address was given for, the signed message and its signature: a signature is
-- accepted once (replays are refused), and the pair proves the address asked for the name.
alter table names add column coin_type bigint;
alter table names add column message text;
alter table names add column signature text;
create unique index names_signature on names (signature) where signature is not null;
