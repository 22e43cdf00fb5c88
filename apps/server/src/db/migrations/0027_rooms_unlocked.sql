-- Rooms no longer lock when the contract is approved (issue 34 item 14, decision 062): a hotel
-- changes its rooms at any time and staff review the change, while distribution keeps the
-- approved version. Until now only an approval set the flag, so the approved hotels are unlocked.
UPDATE "hotels" SET "rooms_locked" = false WHERE "rooms_locked" = true AND "contract_status" IN ('approved', 'sent', 'returned');
