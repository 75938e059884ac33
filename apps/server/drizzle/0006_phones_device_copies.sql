ALTER TABLE "phones" ADD COLUMN "owl_id" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "device_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "phones_member_live_status_idx" ON "phones" USING btree ("member_id","device_status","expire_time","id") WHERE recycled_at is null;--> statement-breakpoint
UPDATE phones p SET owl_id = d.owl_id, device_status = d.status FROM devices d WHERE d.id = p.device_id;
--> statement-breakpoint
-- A phone takes its device's owlId and status when rented and whenever it moves to another device.
CREATE FUNCTION phones_copy_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.owl_id, d.status INTO NEW.owl_id, NEW.device_status FROM devices d WHERE d.id = NEW.device_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER phones_copy_device BEFORE INSERT OR UPDATE OF device_id ON phones FOR EACH ROW EXECUTE FUNCTION phones_copy_device();
--> statement-breakpoint
-- A device's status change reaches the phone rented on it (the reconciler writes devices only).
CREATE FUNCTION devices_status_to_phone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE phones SET device_status = NEW.status WHERE device_id = NEW.id AND device_status IS DISTINCT FROM NEW.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_status_to_phone AFTER UPDATE OF status ON devices FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION devices_status_to_phone();
