CREATE TABLE "configuration_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configuration_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"configuration_id" bigint NOT NULL,
	"order_type" varchar(12) NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" varchar(8) NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"label" varchar(32),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "configuration_prices_kind" CHECK ("configuration_prices"."order_type" in ('purchase', 'renewal', 'upgrade') and "configuration_prices"."duration_unit" in ('hour', 'day', 'month')),
	CONSTRAINT "configuration_prices_amounts" CHECK ("configuration_prices"."duration" > 0 and "configuration_prices"."price" >= 0 and "configuration_prices"."original_price" >= "configuration_prices"."price")
);
--> statement-breakpoint
CREATE TABLE "configuration_stock" (
	"configuration_id" bigint NOT NULL,
	"region_id" bigint NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "configuration_stock_configuration_id_region_id_pk" PRIMARY KEY("configuration_id","region_id"),
	CONSTRAINT "configuration_stock_not_negative" CHECK ("configuration_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "phone_configurations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tab" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"pad_type" smallint NOT NULL,
	"android_version" varchar(16) NOT NULL,
	"chip" varchar(32) NOT NULL,
	"cpu" varchar(32) NOT NULL,
	"memory" varchar(16) NOT NULL,
	"storage" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_regions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configuration_prices" ADD CONSTRAINT "configuration_prices_configuration_id_phone_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."phone_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_stock" ADD CONSTRAINT "configuration_stock_configuration_id_phone_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."phone_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_stock" ADD CONSTRAINT "configuration_stock_region_id_sale_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."sale_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_regions_name" ON "sale_regions" USING btree ("name");