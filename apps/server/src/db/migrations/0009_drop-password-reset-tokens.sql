-- Reset tokens now live in account_tokens with the verification tokens; no reset link was
-- ever sent before, so the table holds nothing worth moving.
DROP TABLE "password_reset_tokens" CASCADE;