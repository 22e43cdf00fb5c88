/**
 * Imports a CSV of real hotels into the autocomplete catalogue (upsert by code), all or nothing:
 *   npm run catalogue:import -- hotels.csv
 * Columns: raw_id,code,title,city,country_code,country,latitude,longitude (header row, any order).
 * The file is streamed (bounded memory at any size); a refused line imports nothing and is
 * reported with its line number; exit code 1 then.
 */
import { createReadStream } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { DatabaseLockedError, openDatabase } from '../db/client.ts';
import { createCatalogueService } from '../modules/catalogue/index.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run catalogue:import -- <file.csv>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: config.DATABASE_POOL_SIZE,
}).catch((error: unknown) => {
  // A server holds the embedded database: say so instead of a stack trace (db/client.ts).
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
// Progress on one rewritten line when a person watches, one line per report in a log.
const progress = (lines: number) => {
  const text = `${lines.toLocaleString('en')} lines read, ${seconds()} s`;
  if (process.stderr.isTTY) process.stderr.write(`\r${text}`);
  else console.error(text);
};
let failed = false;
try {
  const service = createCatalogueService(database.db);
  const result = await service.importCsv(createReadStream(file), progress);
  if (process.stderr.isTTY) process.stderr.write('\n');
  for (const error of result.errors) console.error(`line ${error.line}: ${error.message}`);
  if (result.errorCount > result.errors.length) {
    console.error(`… and ${result.errorCount - result.errors.length} more`);
  }
  if (result.errorCount > 0) {
    failed = true;
    console.error(`${result.errorCount} lines refused: nothing imported`);
  } else {
    console.log(`${result.imported} hotels imported in ${seconds()} s`);
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
