-- The search vocabulary (search_words, schema.ts) follows articles.search_text by itself,
-- whoever writes articles (the importer, an admin, a test fixture): statement-level
-- triggers read the rows a statement wrote (transition tables) and add their words in
-- one INSERT per statement, so a 1,000-row import chunk costs one extra query, not
-- 1,000. Words are letter runs of 4 or more: the typo correction only serves words of
-- 5 letters or more, whose one-edit neighbours have at least 4.
-- Transition tables forbid a column list (UPDATE OF search_text) and several events per
-- trigger, hence two triggers on one function.
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM written_articles, regexp_split_to_table(written_articles.search_text, '[^a-z]+') AS w
  WHERE length(w) >= 4
  -- One order for every writer: two transactions adding the same words wait, not deadlock.
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER articles_search_words_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS written_articles
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER articles_search_words_update AFTER UPDATE ON articles
  REFERENCING NEW TABLE AS written_articles
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM articles, regexp_split_to_table(articles.search_text, '[^a-z]+') AS w
WHERE length(w) >= 4
ON CONFLICT (word) DO NOTHING;
