CREATE TABLE "redeem_code_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_code_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" varchar(12) NOT NULL,
	"configuration_id" bigint NOT NULL,
	"region_id" bigint,
	"duration" integer NOT NULL,
	"duration_unit" varchar(8) NOT NULL,
	"count" integer NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"remark" varchar(100),
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "redeem_code_batches_kind" CHECK ("redeem_code_batches"."type" in ('purchase', 'renewal') and "redeem_code_batches"."duration_unit" in ('hour', 'day', 'month')),
	CONSTRAINT "redeem_code_batches_amounts" CHECK ("redeem_code_batches"."duration" > 0 and "redeem_code_batches"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"code_hint" varchar(16) NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone,
	"phone_ids" bigint[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_serial_no" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_configuration_id" bigint;--> statement-breakpoint
ALTER TABLE "redeem_code_batches" ADD CONSTRAINT "redeem_code_batches_configuration_id_phone_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."phone_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_batches" ADD CONSTRAINT "redeem_code_batches_region_id_sale_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."sale_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_batch_id_redeem_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_redeemed_by_members_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_codes_hash" ON "redeem_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "redeem_codes_batch" ON "redeem_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "redeem_codes_member" ON "redeem_codes" USING btree ("redeemed_by","redeemed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund" CHECK ("orders"."refund_price" >= 0 and "orders"."refund_price" <= "orders"."pay_price");