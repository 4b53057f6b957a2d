-- Issue 32 point 1: whether an account has a managed network is whether it has a network row (no
-- longer the accounts.has_network boolean, dropped by the next migration). Every account that had
-- has_network true gets one network, with demo values from its technology and region: the
-- sub-network kinds of its technology, the thresholds the demo seed uses (db/seed/seed-networks.ts),
-- its region's time zone. Data only; forward only.
INSERT INTO "networks" (
  "id", "account_id", "name", "network_acronym", "network_system_id", "type", "network_profile",
  "network_profile_names", "timezone", "mobile_country_code", "mobile_network_code", "wacn_id",
  "support_email", "power_status", "backhaul", "data", "dispatch", "paging", "voice",
  "failed_sev_limit", "impaired_sev_limit", "channel_utilization_thresholds", "affiliation_thresholds"
)
SELECT
  'NET-' || a."id",
  a."id",
  a."name" || ' Network',
  upper(left(regexp_replace(a."name", '[^A-Za-z]', '', 'g'), 4)),
  'SYS-' || a."id",
  CASE a."technology"
    WHEN 'astro' THEN 'ASTRO 25'
    WHEN 'mototrbo' THEN 'MOTOTRBO Capacity Max'
    WHEN 'lte' THEN 'LTE Broadband'
    ELSE upper(a."technology")
  END,
  CASE a."technology" WHEN 'astro' THEN 'P25 Phase 2 TDMA' WHEN 'lte' THEN 'Band 14 Public Safety' ELSE 'Standard' END,
  CASE a."technology"
    WHEN 'astro' THEN ARRAY['P25 Phase 1 FDMA', 'P25 Phase 2 TDMA']
    WHEN 'lte' THEN ARRAY['Band 14 Public Safety']
    ELSE ARRAY['Standard']
  END,
  CASE a."region"
    WHEN 'LACR' THEN 'America/Santiago'
    WHEN 'EMEA' THEN 'Europe/Berlin'
    WHEN 'APAC' THEN 'Asia/Tokyo'
    WHEN 'ANZ' THEN 'Australia/Sydney'
    ELSE 'America/Chicago'
  END,
  CASE WHEN a."technology" = 'lte' THEN '313' END,
  CASE WHEN a."technology" = 'lte' THEN '100' END,
  CASE WHEN a."technology" = 'astro' THEN 'BEE00' END,
  a."support_manager_email",
  true,
  true,
  true,
  a."technology" = 'astro',
  false,
  a."technology" <> 'lte',
  4,
  2,
  '{"max_utilization": 30, "high_utilization": 20, "high_utilization_percent": 70, "critical_utilization": 25, "critical_utilization_percent": 85}'::jsonb,
  '{"max_affiliation": 1000, "high_affiliation": 700, "high_affiliation_percent": 70, "critical_affiliation": 850, "critical_affiliation_percent": 85}'::jsonb
FROM "accounts" a
WHERE a."has_network"
ON CONFLICT ("id") DO NOTHING;
