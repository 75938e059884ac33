-- The list's "running" and "powered off" filters read the phone's own copy of its device's power
-- (docs/phone-list-plans.md): an EXISTS on devices per phone made the running count ~25 ms.
ALTER TABLE "phones" ADD COLUMN "power_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE phones p SET power_on = d.power_on FROM devices d WHERE d.id = p.device_id AND p.power_on IS DISTINCT FROM d.power_on;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION phones_copy_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.owl_id, d.status, d.power_on INTO NEW.owl_id, NEW.device_status, NEW.power_on FROM devices d WHERE d.id = NEW.device_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A device switched on or off reaches the phone rented on it, as its status does (0006).
CREATE FUNCTION devices_power_to_phone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE phones SET power_on = NEW.power_on WHERE device_id = NEW.id AND power_on IS DISTINCT FROM NEW.power_on;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_power_to_phone AFTER UPDATE OF power_on ON devices FOR EACH ROW WHEN (OLD.power_on IS DISTINCT FROM NEW.power_on) EXECUTE FUNCTION devices_power_to_phone();
--> statement-breakpoint
-- Every index a status filter reads also holds power_on, so the filtered pages and counts stay index-only.
DROP INDEX "phones_member_live_status_idx";--> statement-breakpoint
CREATE INDEX "phones_member_live_status_idx" ON "phones" USING btree ("member_id","device_status","expire_time","id") INCLUDE ("power_on") WHERE recycled_at is null;--> statement-breakpoint
DROP INDEX "phones_list_expiry_idx";--> statement-breakpoint
CREATE INDEX "phones_list_expiry_idx" ON "phones" USING btree ("member_id","expire_time","id") INCLUDE ("search_text","owl_upper","alias","device_status","group_id","power_on") WHERE recycled_at is null;--> statement-breakpoint
DROP INDEX "phones_list_name_idx";--> statement-breakpoint
CREATE INDEX "phones_list_name_idx" ON "phones" USING btree ("member_id","alias","id") INCLUDE ("search_text","owl_upper","device_status","group_id","expire_time","power_on") WHERE recycled_at is null;--> statement-breakpoint
DROP INDEX "phones_list_created_idx";--> statement-breakpoint
CREATE INDEX "phones_list_created_idx" ON "phones" USING btree ("member_id","created_at","id") INCLUDE ("search_text","owl_upper","alias","device_status","group_id","expire_time","power_on") WHERE recycled_at is null;--> statement-breakpoint
DROP INDEX "phones_list_status_idx";--> statement-breakpoint
CREATE INDEX "phones_list_status_idx" ON "phones" USING btree ("member_id","device_status","id") INCLUDE ("search_text","owl_upper","alias","group_id","expire_time","power_on") WHERE recycled_at is null;
