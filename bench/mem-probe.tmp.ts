import { loadConfig } from '@labo/server/config';
import { openDatabase } from '@labo/server/db/database';
import { importOxygene } from '@labo/server/modules/import/oxygene-import';
import { sql } from 'drizzle-orm';
const mb = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1048576)} ab ${Math.round(m.arrayBuffers/1048576)} heap ${Math.round(m.heapUsed/1048576)}`; };
const database = await openDatabase(loadConfig());
console.log('open', mb());
if (process.env.DROP_TRGM) { await database.db.execute(sql.raw(process.env.DROP_TRGM)); }
let peak = 0; const t = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 100);
const r = await importOxygene({ db: database.db, source: process.argv[2]!, fileName: 'x.csv' });
clearInterval(t);
console.log('after', mb(), 'peak', Math.round(peak/1048576), r.summary.durationMs);
const s = await database.db.execute(sql`select name, setting from pg_settings where name in ('shared_buffers','work_mem','maintenance_work_mem','wal_buffers','gin_pending_list_limit','temp_buffers')`);
console.log(JSON.stringify((s as any).rows));
const idx = await database.db.execute(sql`select indexname, indexdef from pg_indexes where tablename='articles'`);
console.log(JSON.stringify((idx as any).rows.map((r:any)=>r.indexdef)));
await database.close();
