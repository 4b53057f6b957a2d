-- The repair list's totals by status, kind and service type (repair-list.ts `counts`), kept by the
-- database with the shared mechanism of migration 0007.
SELECT portal_keep_counts('repairs', 'repair_counts', ARRAY['status', 'kind', 'service_type']);
