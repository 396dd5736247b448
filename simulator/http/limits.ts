/** Our picks where the spec's Limits section says "not shown". */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const JSON_BODY_LIMIT_LABEL = '1 MiB';
export const UPLOAD_LIMIT = 2 * 1024 * 1024 * 1024;
export const UPLOAD_LIMIT_LABEL = '2 GiB';
export const MESSAGE_LIMIT_CHARS = 100_000;
/** Jobs one `/__control/jobs/bulk` call makes: a year of an account's work in one call. */
export const BULK_JOBS_LIMIT = 100_000;
