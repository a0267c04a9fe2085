import { loadConfig } from '@labo/server/config';
import { openDatabase } from '@labo/server/db/database';
const mb = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1048576)} ab ${Math.round(m.arrayBuffers/1048576)} heap ${Math.round(m.heapUsed/1048576)} maxrss ${Math.round(process.resourceUsage().maxRSS/1024)}`; };
console.log('start', mb());
const database = await openDatabase(loadConfig());
console.log('open', mb());
await database.close();
console.log('closed', mb());
