// One SQL value out of the shop's database, whichever it runs on: psql against the benchmark's
// cluster, or PGlite opened directly on the embedded default's directory (only while the shop is
// stopped: PGlite is one process's database).
export function psqlAccess(cluster, database) {
  return { value: (sqlText) => Promise.resolve(cluster.psql(database, sqlText)) };
}

export function pgliteAccess(dataDir) {
  return {
    async value(sqlText) {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(dataDir);
      try {
        const result = await db.query(sqlText);
        const row = result.rows[0];
        return row === undefined ? '' : String(Object.values(row)[0]);
      } finally {
        await db.close();
      }
    },
  };
}
