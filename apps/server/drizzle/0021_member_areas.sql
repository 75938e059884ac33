CREATE TABLE "data_centres" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"country" varchar(8) NOT NULL,
	"city" varchar(48) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dict_type" varchar(100) NOT NULL,
	"dict_value" varchar(100) NOT NULL,
	"label_zh" varchar(100) NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"list_class" varchar(32) DEFAULT '' NOT NULL,
	"css_class" varchar(100) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expiry_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"threshold_days" smallint NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_account_leads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_account_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"company" varchar(60) NOT NULL,
	"contact" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"fleet_size" integer NOT NULL,
	"message" varchar(500) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reply_content" text,
	"reply_time" timestamp with time zone,
	"replied_by" bigint
);
--> statement-breakpoint
CREATE TABLE "member_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar_key" varchar(64);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locale" varchar(5);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD COLUMN "reply_content" text;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD COLUMN "reply_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD COLUMN "replied_by" bigint;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_account_leads" ADD CONSTRAINT "key_account_leads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_account_leads" ADD CONSTRAINT "key_account_leads_replied_by_operators_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exports" ADD CONSTRAINT "member_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value" ON "dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_reminders_once" ON "expiry_reminders" USING btree ("phone_id","kind","threshold_days","expire_time");--> statement-breakpoint
CREATE INDEX "key_account_leads_member_idx" ON "key_account_leads" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_exports_member_file" ON "member_exports" USING btree ("member_id","file_name");--> statement-breakpoint
CREATE INDEX "member_exports_created_idx" ON "member_exports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_replied_by_operators_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "dict_data" ("dict_type", "dict_value", "label_zh", "label_en", "dict_sort", "list_class") VALUES
  ('member_business_status', '1', '正常', 'Normal', 1, 'success'),
  ('member_business_status', '2', '已过期', 'Expired', 2, 'danger'),
  ('member_business_status', '3', '异常', 'Abnormal', 3, 'danger'),
  ('member_business_status', '4', '使用中', 'In use', 4, 'warning');
--> statement-breakpoint
INSERT INTO "data_centres" ("code", "name_zh", "name_en", "country", "city", "sort") VALUES
  ('CN-SHA', '上海数据中心', 'Shanghai data centre', 'CN', 'Shanghai', 1),
  ('CN-BJS', '北京数据中心', 'Beijing data centre', 'CN', 'Beijing', 2),
  ('CN-SZX', '深圳数据中心', 'Shenzhen data centre', 'CN', 'Shenzhen', 3),
  ('CN-CAN', '广州数据中心', 'Guangzhou data centre', 'CN', 'Guangzhou', 4),
  ('CN-HGH', '杭州数据中心', 'Hangzhou data centre', 'CN', 'Hangzhou', 5),
  ('CN-CTU', '成都数据中心', 'Chengdu data centre', 'CN', 'Chengdu', 6),
  ('HK-HKG', '香港数据中心', 'Hong Kong data centre', 'HK', 'Hong Kong', 7),
  ('US-NYC', '纽约数据中心', 'New York data centre', 'US', 'New York', 8),
  ('US-LAX', '洛杉矶数据中心', 'Los Angeles data centre', 'US', 'Los Angeles', 9),
  ('US-SEA', '西雅图数据中心', 'Seattle data centre', 'US', 'Seattle', 10),
  ('JP-TYO', '东京数据中心', 'Tokyo data centre', 'JP', 'Tokyo', 11),
  ('JP-OSA', '大阪数据中心', 'Osaka data centre', 'JP', 'Osaka', 12),
  ('SG-SIN', '新加坡数据中心', 'Singapore data centre', 'SG', 'Singapore', 13),
  ('GB-LON', '伦敦数据中心', 'London data centre', 'GB', 'London', 14),
  ('DE-FRA', '法兰克福数据中心', 'Frankfurt data centre', 'DE', 'Frankfurt', 15),
  ('TH-BKK', '曼谷数据中心', 'Bangkok data centre', 'TH', 'Bangkok', 16),
  ('ID-JKT', '雅加达数据中心', 'Jakarta data centre', 'ID', 'Jakarta', 17),
  ('BR-SAO', '圣保罗数据中心', 'São Paulo data centre', 'BR', 'São Paulo', 18);
