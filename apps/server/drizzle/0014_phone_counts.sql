ALTER TABLE "phone_list_versions" ADD COLUMN "own_phones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One bump per member per statement, in member order (as bump_phone_lists), adding each member's
-- change in the number of phones they own outside the recycle bin.
CREATE FUNCTION bump_phone_lists(member_ids bigint[], own_deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO phone_list_versions AS v (member_id, version, own_phones)
  SELECT m, 1, sum(d) FROM unnest(member_ids, own_deltas) AS u(m, d) WHERE m IS NOT NULL GROUP BY m ORDER BY m
  ON CONFLICT (member_id) DO UPDATE SET version = v.version + 1, own_phones = v.own_phones + excluded.own_phones
$$;
--> statement-breakpoint
-- As in 0005, and now counting: a phone counts for its member while it is not in the recycle bin.
-- Both arrays come from one SELECT, so their elements pair up.
CREATE OR REPLACE FUNCTION phones_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ms bigint[];
  ds integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(member_id), array_agg((recycled_at IS NULL)::int) INTO ms, ds FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(member_id), array_agg(-(recycled_at IS NULL)::int) INTO ms, ds FROM old_rows;
  ELSE
    SELECT array_agg(m), array_agg(d) INTO ms, ds FROM (
      SELECT o.member_id AS m, -(o.recycled_at IS NULL)::int AS d FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n
      UNION ALL SELECT n.member_id, (n.recycled_at IS NULL)::int FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n
      UNION ALL SELECT r, 0 FROM unnest(phone_list_readers(array(
        SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n))) r) x;
  END IF;
  PERFORM bump_phone_lists(ms, ds);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts so far; writers wait until this migration commits, so none is missed.
LOCK TABLE phones IN SHARE MODE;
--> statement-breakpoint
INSERT INTO phone_list_versions AS v (member_id, version, own_phones)
SELECT member_id, 1, count(*) FROM phones WHERE recycled_at IS NULL AND member_id IS NOT NULL GROUP BY member_id
ON CONFLICT (member_id) DO UPDATE SET version = v.version + 1, own_phones = excluded.own_phones;
