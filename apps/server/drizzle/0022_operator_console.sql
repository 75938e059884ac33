CREATE TABLE "dict_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dict_name" varchar(100) NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_types_dict_type_unique" UNIQUE("dict_type")
);
--> statement-breakpoint
CREATE TABLE "operate_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operate_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" bigint,
	"user_name" varchar(30) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(300) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"config_name" varchar(100) NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" varchar(2000) NOT NULL,
	"config_type" varchar(1) DEFAULT 'N' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_configs_config_key_unique" UNIQUE("config_key")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "email" varchar(100);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "mobile" varchar(20);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "user_feedback" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "key_account_leads" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operate_logs" ADD CONSTRAINT "operate_logs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operate_logs_created_idx" ON "operate_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operate_logs_operator_idx" ON "operate_logs" USING btree ("operator_id","created_at");--> statement-breakpoint
INSERT INTO "dict_types" ("dict_name", "dict_type", "remark") VALUES
  ('业务状态', 'member_business_status', 'Authorization lists: the business status of a granted phone'),
  ('云手机状态提示', 'phone_status_tip', 'Phone list: the tip shown on a status image');
--> statement-breakpoint
INSERT INTO "dict_data" ("dict_type", "dict_value", "label_zh", "label_en", "dict_sort", "list_class") VALUES
  ('phone_status_tip', '0', '云手机异常，请尝试重启或联系客服', 'The phone is abnormal; restart it or contact customer service', 0, 'danger'),
  ('phone_status_tip', '1', '云手机运行中', 'The phone is running', 1, 'success'),
  ('phone_status_tip', '2', '云手机重启中，请稍候', 'The phone is restarting, please wait', 2, 'warning'),
  ('phone_status_tip', '3', '重启失败，请重试', 'Restart failed; please try again', 3, 'danger'),
  ('phone_status_tip', '4', '云手机恢复出厂设置中，请稍候', 'The phone is being reset, please wait', 4, 'warning'),
  ('phone_status_tip', '5', '恢复出厂设置失败，请重试', 'Reset failed; please try again', 5, 'danger'),
  ('phone_status_tip', '6', '系统镜像升级中，请稍候', 'The system image is being upgraded, please wait', 6, 'warning'),
  ('phone_status_tip', '7', '镜像升级失败，请重试', 'Image upgrade failed; please try again', 7, 'danger'),
  ('phone_status_tip', '8', '云手机初始化中，请稍候', 'The phone is being initialised, please wait', 8, 'warning'),
  ('phone_status_tip', '9', '初始化失败，请联系客服', 'Initialisation failed; contact customer service', 9, 'danger'),
  ('phone_status_tip', '10', '云手机备份中，请稍候', 'The phone is being backed up, please wait', 10, 'warning'),
  ('phone_status_tip', '11', '备份失败，请重试', 'Backup failed; please try again', 11, 'danger'),
  ('phone_status_tip', '12', '备份成功', 'Backup completed', 12, 'success'),
  ('phone_status_tip', '13', '云手机迁移中，请稍候', 'The phone is being migrated, please wait', 13, 'warning'),
  ('phone_status_tip', '14', '迁移失败，请联系客服', 'Migration failed; contact customer service', 14, 'danger'),
  ('phone_status_tip', '99', '云手机维护中，维护完成后即可使用', 'The phone is under maintenance and will be back when it ends', 99, 'info');
--> statement-breakpoint
CREATE TABLE "system_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"audience" smallint DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notify_messages" ADD COLUMN "notice_id" bigint;--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "system_notices" ADD CONSTRAINT "system_notices_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notices" ADD CONSTRAINT "system_notices_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_notices_created_idx" ON "system_notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notify_messages_notice_idx" ON "notify_messages" USING btree ("notice_id");--> statement-breakpoint
INSERT INTO "system_configs" ("config_name", "config_key", "config_value", "config_type", "remark") VALUES
  ('到期提醒天数', 'notice.reminder.dueDays', '3,1', 'Y', 'Days before a phone expires at which its member gets a due reminder, comma-separated (e.g. 3,1)');
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" varchar(80);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_by" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_by_operators_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD COLUMN "disabled_at" timestamp with time zone;
