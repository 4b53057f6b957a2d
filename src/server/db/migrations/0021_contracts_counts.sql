-- The coverage list's totals by asset state (coverage-list.ts `counts`), kept per account by the
-- database with the shared mechanism of migration 0007.
SELECT portal_keep_counts('covered_assets', 'covered_asset_counts', ARRAY['state']);
