-- The order list's totals by status (order-list.ts `counts`), kept by the database with the shared
-- mechanism of migration 0007. All custom SQL of the orders area is in this one file.
SELECT portal_keep_counts('orders', 'order_counts', ARRAY['status']);
