-- At most a few visitors per client address per day (issue 21 item 15): varying the User-Agent
-- from one address made each variant a visitor. For each day and salted address hash, the
-- distinct visitor hashes seen so far; past the cap, further user agents from the address all
-- count as one more visitor. The address hash uses the day's salt, so once the salt is
-- deleted it can no longer be linked to an address, and the rows go with the day (the beacon
-- deletes earlier days' rows).
create table visitor_addresses (
  day           date not null,
  address_hash  bytea not null check (octet_length(address_hash) = 32),
  visitors      bytea[] not null,
  primary key (day, address_hash)
);

alter table visitor_addresses enable row level security;
revoke all on visitor_addresses from public;
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      execute format('revoke all on visitor_addresses from %I', r);
    end if;
  end loop;
end $$;
