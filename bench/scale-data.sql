-- DESIGN.md section 9's data set: 10x the marketing figures, 100,000 tenants and 5,000 landlords, with a year of
-- rent history, maintenance, notifications and activity. Run on a migrated, empty PostgreSQL database by
-- bench/api-latency.ts. Ids are derived from numbers (pg_temp.u: md5 → uuid) so the benchmark can address any user.
--
-- Shape: each landlord has 2 properties of 12 units (10,000 properties, 120,000 units); every unit but one in
-- six is let (100,000 active leases, one per tenant). Each lease has 12 monthly charges; tenants pay each due
-- month except those with a number divisible by 7, who owe their latest one or two. 3 maintenance requests per lease,
-- 10 notifications per tenant, 50 activity entries and 2 pending applications per property.
-- Sessions: token 'bench-landlord-<n>' for every landlord, 'bench-tenant-<n>' for every tenant.

begin;

-- A valid version-4 UUID from a text: the API's schemas check the version and variant digits.
create function pg_temp.u(x text) returns uuid language sql immutable
  as $$ select overlay(overlay(md5(x) placing '4' from 13) placing '8' from 17)::uuid $$;

create temporary table bench_params as
  select 5000 as landlords, 2 as per_landlord, 12 as per_property, current_date as today;

insert into users (id, role, email, phone, first_name, last_name, created_at)
select pg_temp.u('landlord' || n), 'landlord', 'landlord' || n || '@bench.nyumba.ug',
       '+25670' || lpad(n::text, 7, '0'), 'Landlord', 'Number ' || n, now() - interval '2 years'
from generate_series(1, (select landlords from bench_params)) n;

insert into landlord_profiles (user_id, account_type, selected_property_id)
select pg_temp.u('landlord' || n), 'individual', (n - 1) * 2 + 1
from generate_series(1, (select landlords from bench_params)) n;

insert into properties (id, landlord_id, name, location, property_type, created_at)
select p, pg_temp.u('landlord' || ((p - 1) / 2 + 1)), 'Bench Court ' || p,
       (array['Kampala', 'Nakasero', 'Kololo', 'Bugolobi', 'Ntinda', 'Muyenga'])[1 + p % 6], 'apartment',
       now() - interval '2 years'
from generate_series(1, (select landlords * per_landlord from bench_params)) p;
select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties));

insert into unit_types (id, property_id, name, bedrooms, bathrooms, sqft, rent_amount)
select p, p, '2-bedroom', 2, 1, 850, 1500000
from generate_series(1, (select landlords * per_landlord from bench_params)) p;
select setval(pg_get_serial_sequence('unit_types', 'id'), (select max(id) from unit_types));

-- Unit u is the k-th (1..12) of property (u - 1) / 12 + 1, numbered 1A..3D.
insert into units (id, property_id, unit_type_id, unit_number, floor, bedrooms, bathrooms, sqft, rent_amount,
                   readiness)
select u, (u - 1) / 12 + 1, (u - 1) / 12 + 1, ((u - 1) % 12) / 4 + 1 || chr(65 + (u - 1) % 4),
       ((u - 1) % 12) / 4 + 1, 1 + u % 3, 1, 600 + (u % 3) * 250, 950000 + (u % 3) * 625000,
       (array['ready', 'needs_work', 'not_ready']::unit_readiness[])[1 + u % 3]
from generate_series(1, (select landlords * per_landlord * per_property from bench_params)) u;
select setval(pg_get_serial_sequence('units', 'id'), (select max(id) from units));

-- Tenant t lives in the t-th unit that is not a multiple of 6.
create temporary table bench_let as
select u as unit_id, u - u / 6 as t, (u - 1) / 12 + 1 as property_id, 950000 + (u % 3) * 625000 as rent,
       (date_trunc('month', current_date) - interval '12 months')::date + ((u - u / 6) % 28) as start_date
from generate_series(1, (select landlords * per_landlord * per_property from bench_params)) u
where u % 6 <> 0;

insert into users (id, role, email, phone, first_name, last_name, occupation, created_at)
select pg_temp.u('tenant' || t), 'tenant', 'tenant' || t || '@bench.nyumba.ug', '+25677' || lpad(t::text, 7, '0'),
       (array['Sarah', 'John', 'Grace', 'Peter', 'Aisha', 'David', 'Esther', 'Joseph'])[1 + t % 8],
       (array['Namukasa', 'Mukasa', 'Achieng', 'Okello', 'Nakato', 'Ssemwanga', 'Nabirye', 'Kato'])[1 + (t / 8) % 8]
         || ' ' || t,
       'Teacher', now() - interval '1 year'
from bench_let;

insert into leases (id, property_id, unit_id, tenant_id, start_date, end_date, monthly_rent, deposit, status)
select pg_temp.u('lease' || t), property_id, unit_id, pg_temp.u('tenant' || t), start_date,
       start_date + interval '1 year', rent, rent, 'active'
from bench_let;

insert into charges (id, lease_id, property_id, kind, source_key, period, description, amount, currency, due_date,
                     created_at)
select pg_temp.u('charge' || l.t || '-' || m), pg_temp.u('lease' || l.t), l.property_id, 'rent',
       'rent:' || to_char(l.start_date + make_interval(months => m), 'YYYY-MM'),
       to_char(l.start_date + make_interval(months => m), 'YYYY-MM'),
       'Rent for ' || to_char(l.start_date + make_interval(months => m), 'FMMonth YYYY'), l.rent, 'UGX',
       l.start_date + make_interval(months => m), l.start_date + make_interval(months => m - 1)
from bench_let l, generate_series(1, 12) m;

-- Paid: every month due by today, but months 11 and 12 for tenants whose number is divisible by 7.
create temporary table bench_paid as
select l.t, l.property_id, l.rent, m, (l.start_date + make_interval(months => m))::date as due,
       pg_temp.u('landlord' || ((l.property_id - 1) / 2 + 1)) as landlord_id
from bench_let l, generate_series(1, 12) m
where l.start_date + make_interval(months => m) <= (select today from bench_params)
  and not (l.t % 7 = 0 and m >= 11);

insert into payments (id, lease_id, tenant_id, property_id, landlord_id, amount, currency, platform_fee, method,
                      provider, provider_label, phone, reference, provider_reference, idempotency_key, status,
                      created_at, expires_at, settled_at)
select pg_temp.u('payment' || t || '-' || m), pg_temp.u('lease' || t), pg_temp.u('tenant' || t), property_id,
       landlord_id, rent, 'UGX', rent / 100, 'mobile_money', 'sandbox', 'MTN Mobile Money',
       '+25677' || lpad(t::text, 7, '0'), 'NYB-' || t || '-' || m, 'SBX-' || t || '-' || m, 'bench-' || m,
       'succeeded', due - interval '2 days', due - interval '2 days' + interval '15 minutes', due - interval '2 days'
from bench_paid;

insert into allocations (payment_id, charge_id, amount, created_at)
select pg_temp.u('payment' || t || '-' || m), pg_temp.u('charge' || t || '-' || m), rent, due - interval '2 days'
from bench_paid;

insert into receipts (payment_id, landlord_id, number, issued_at)
select pg_temp.u('payment' || t || '-' || m), landlord_id,
       row_number() over (partition by landlord_id order by due, t), due - interval '2 days'
from bench_paid;
insert into receipt_counters (landlord_id, last_number)
select landlord_id, max(number) from receipts group by landlord_id;

insert into maintenance_requests (id, property_id, unit_id, tenant_id, title, description, category, issue,
                                  priority, status, notes, created_at, updated_at, completed_at)
select pg_temp.u('request' || l.t || '-' || k), l.property_id, l.unit_id, pg_temp.u('tenant' || l.t),
       (array['Leaking tap', 'Socket not working', 'Door lock broken'])[k],
       (array['Leaking tap', 'Socket not working', 'Door lock broken'])[k] || ' (bench)',
       (array['plumbing', 'electrical', 'security']::maintenance_category[])[k],
       (array['Leaking tap', 'Socket not working', 'Door lock broken'])[k],
       (array['low', 'medium', 'high', 'urgent']::maintenance_priority[])[1 + (l.t + k) % 4],
       (array['open', 'scheduled', 'in_progress', 'completed', 'completed', 'completed']::maintenance_status[])
         [1 + (l.t * 3 + k) % 6],
       '', now() - make_interval(days => (l.t + k * 40) % 300), now() - make_interval(days => (l.t + k * 40) % 300),
       case when (l.t * 3 + k) % 6 >= 3 then now() - make_interval(days => (l.t + k * 40) % 300) end
from bench_let l, generate_series(1, 3) k;

insert into maintenance_status_history (request_id, from_status, to_status, actor_id, created_at)
select id, null, 'open', tenant_id, created_at from maintenance_requests;
insert into maintenance_status_history (request_id, from_status, to_status, created_at)
select id, 'open', status, updated_at from maintenance_requests where status <> 'open';

insert into notifications (user_id, type, title, message, link, read, created_at)
select pg_temp.u('tenant' || l.t), 'payment', 'Payment received', 'Your rent payment was received. (' || k || ')',
       '/transaction-history', k > 2, now() - make_interval(days => k * 30)
from bench_let l, generate_series(1, 10) k;

insert into activity_log (landlord_id, property_id, kind, message, created_at)
select pg_temp.u('landlord' || ((p - 1) / 2 + 1)), p, 'unit_updated', 'Unit ' || (1 + k % 3) || 'A updated',
       now() - make_interval(hours => k * 13)
from generate_series(1, (select landlords * per_landlord from bench_params)) p, generate_series(1, 50) k;

insert into rental_applications (tenant_id, property_id, unit_type, move_in_date, status)
select pg_temp.u('tenant' || ((p * 7 + k) % 100000 + 1)), p, '2-bedroom', date '2026-12-01', 'pending'
from generate_series(1, (select landlords * per_landlord from bench_params)) p, generate_series(1, 2) k;

insert into payout_accounts (landlord_id, bank_name, bank_account_number, bank_account_name,
                             mobile_money_number, mobile_money_provider)
select pg_temp.u('landlord' || n), 'Stanbic Bank Uganda', '9030' || lpad(n::text, 9, '0'), 'Landlord ' || n,
       '+25677' || lpad(n::text, 7, '0'), 'mtn'
from generate_series(1, (select landlords from bench_params)) n;

insert into sessions (token_hash, user_id, expires_at, last_seen_at)
select encode(sha256(convert_to('bench-landlord-' || n, 'UTF8')), 'hex'), pg_temp.u('landlord' || n),
       now() + interval '30 days', now()
from generate_series(1, (select landlords from bench_params)) n;
insert into sessions (token_hash, user_id, expires_at, last_seen_at)
select encode(sha256(convert_to('bench-tenant-' || t, 'UTF8')), 'hex'), pg_temp.u('tenant' || t),
       now() + interval '30 days', now()
from bench_let;

commit;
analyze;
