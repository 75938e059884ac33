CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"type" varchar(12) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"configuration_id" bigint NOT NULL,
	"configuration_name" varchar(64) NOT NULL,
	"region_id" bigint,
	"region_name" varchar(32),
	"price_id" bigint NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"pay_price" integer NOT NULL,
	"pay_channel" varchar(16) NOT NULL,
	"pay_url" text,
	"qr_code" text,
	"app_pay_params" text,
	"pay_serial_no" varchar(64),
	"phone_ids" bigint[] DEFAULT '{}' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"idempotency_key" varchar(64),
	"request_hash" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"pay_time" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_kind" CHECK ("orders"."type" in ('purchase', 'renewal', 'upgrade') and "orders"."status" in ('pending', 'success', 'cancel', 'timeout', 'refunded')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."quantity" > 0 and "orders"."unit_price" >= 0 and "orders"."pay_price" >= 0 and "orders"."original_price" >= "orders"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"type" varchar(12) NOT NULL,
	"point" integer NOT NULL,
	"balance" integer NOT NULL,
	"order_no" varchar(32),
	"remaining" integer DEFAULT 0 NOT NULL,
	"expire_time" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_records_kind" CHECK ("point_records"."type" in ('purchase', 'renewal', 'upgrade', 'refund', 'expiration')),
	CONSTRAINT "point_records_balance" CHECK ("point_records"."balance" >= 0 and "point_records"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "configuration_stock" DROP CONSTRAINT "configuration_stock_not_negative";--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "configuration_id" bigint;--> statement-breakpoint
ALTER TABLE "configuration_stock" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_configuration_id_phone_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."phone_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_region_id_sale_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."sale_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_created" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry" ON "orders" USING btree ("expire_time") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_undelivered" ON "orders" USING btree ("pay_time") WHERE status = 'success' and type = 'purchase' and cardinality(phone_ids) < quantity;--> statement-breakpoint
CREATE INDEX "point_records_member" ON "point_records" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_records_expiring" ON "point_records" USING btree ("expire_time") WHERE remaining > 0;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_configuration_id_phone_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."phone_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_stock" ADD CONSTRAINT "configuration_stock_not_negative" CHECK ("configuration_stock"."stock" >= 0 and "configuration_stock"."held" >= 0);