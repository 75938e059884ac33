CREATE TABLE "phone_list_versions" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Who sees these phones in their list: the owners and everyone they are shared with.
CREATE FUNCTION phone_list_readers(phone_ids bigint[]) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(m), '{}') FROM (
    SELECT member_id AS m FROM phones WHERE id = ANY(phone_ids)
    UNION SELECT grantee_id FROM phone_accredits WHERE phone_id = ANY(phone_ids)) r
$$;
--> statement-breakpoint
-- One bump per member per statement, in member order, so concurrent statements lock in one order.
CREATE FUNCTION bump_phone_lists(member_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO phone_list_versions AS v (member_id, version)
  SELECT DISTINCT m, 1 FROM unnest(member_ids) m WHERE m IS NOT NULL ORDER BY m
  ON CONFLICT (member_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION phones_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_phone_lists(array(SELECT member_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_phone_lists(array(SELECT member_id FROM old_rows));
  ELSE
    PERFORM bump_phone_lists(array(
      SELECT o.member_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n
      UNION ALL SELECT n.member_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n
      UNION ALL SELECT unnest(phone_list_readers(array(
        SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n)))));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER phones_inserted AFTER INSERT ON phones REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phones_changed();
--> statement-breakpoint
CREATE TRIGGER phones_updated AFTER UPDATE ON phones REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phones_changed();
--> statement-breakpoint
CREATE TRIGGER phones_deleted AFTER DELETE ON phones REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION phones_changed();
--> statement-breakpoint
CREATE FUNCTION devices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_phone_lists(phone_list_readers(array(
    SELECT p.id FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN phones p ON p.device_id = n.id WHERE o IS DISTINCT FROM n)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_updated AFTER UPDATE ON devices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_changed();
--> statement-breakpoint
-- Groups and tags show by name; a new, still unused one changes no list.
CREATE FUNCTION member_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_phone_lists(array(SELECT member_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER phone_groups_updated AFTER UPDATE ON phone_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_rows_changed();
--> statement-breakpoint
CREATE TRIGGER phone_groups_deleted AFTER DELETE ON phone_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_rows_changed();
--> statement-breakpoint
CREATE TRIGGER phone_tags_updated AFTER UPDATE ON phone_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_rows_changed();
--> statement-breakpoint
CREATE TRIGGER phone_tags_deleted AFTER DELETE ON phone_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_rows_changed();
--> statement-breakpoint
-- A tag shows only in the list of the member who owns it.
CREATE FUNCTION phone_tag_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_phone_lists(array(SELECT t.member_id FROM new_rows l JOIN phone_tags t ON t.id = l.tag_id));
  ELSE
    PERFORM bump_phone_lists(array(SELECT t.member_id FROM old_rows l JOIN phone_tags t ON t.id = l.tag_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER phone_tag_links_inserted AFTER INSERT ON phone_tag_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_tag_links_changed();
--> statement-breakpoint
CREATE TRIGGER phone_tag_links_deleted AFTER DELETE ON phone_tag_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_tag_links_changed();
--> statement-breakpoint
CREATE FUNCTION phone_accredits_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_phone_lists(array(SELECT owner_id FROM new_rows UNION ALL SELECT grantee_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_phone_lists(array(SELECT owner_id FROM old_rows UNION ALL SELECT grantee_id FROM old_rows));
  ELSE
    PERFORM bump_phone_lists(array(
      SELECT owner_id FROM old_rows UNION ALL SELECT grantee_id FROM old_rows
      UNION ALL SELECT owner_id FROM new_rows UNION ALL SELECT grantee_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER phone_accredits_inserted AFTER INSERT ON phone_accredits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_accredits_changed();
--> statement-breakpoint
CREATE TRIGGER phone_accredits_updated AFTER UPDATE ON phone_accredits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_accredits_changed();
--> statement-breakpoint
CREATE TRIGGER phone_accredits_deleted AFTER DELETE ON phone_accredits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_accredits_changed();
--> statement-breakpoint
-- Members who were shared a phone see its owner's account number.
CREATE FUNCTION member_phone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_phone_lists(array(
    SELECT a.grantee_id FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN phone_accredits a ON a.owner_id = n.id
    WHERE o.phone IS DISTINCT FROM n.phone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_updated AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_phone_changed();
