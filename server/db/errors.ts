// What a database error means to a handler, the same on PGlite and on PostgreSQL through postgres.js (drizzle wraps the driver's error in `cause`).

/** A unique constraint refused the write (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};
