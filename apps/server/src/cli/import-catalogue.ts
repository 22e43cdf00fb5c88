/**
 * Imports a CSV of real hotels into the autocomplete catalogue (upsert by code):
 *   npm run catalogue:import -- hotels.csv
 * Columns: raw_id,code,title,city,country_code,country,latitude,longitude (header row, any order).
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { parseCatalogueCsv } from '../db/seed/catalogue-csv.ts';
import { CatalogueRepository } from '../modules/catalogue/catalogue.repository.ts';
import { CatalogueService } from '../modules/catalogue/catalogue.service.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run catalogue:import -- <file.csv>');
  process.exit(2);
}
const config = loadConfig();
const { entries, errors } = parseCatalogueCsv(readFileSync(file, 'utf8'));
for (const error of errors.slice(0, 50)) console.error(`line ${error.line}: ${error.message}`);
if (errors.length > 50) console.error(`… and ${errors.length - 50} more`);

const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: config.DATABASE_POOL_SIZE,
});
try {
  const written = await new CatalogueService(new CatalogueRepository(database.db)).importEntries(entries);
  console.log(`${written} hotels imported, ${errors.length} lines refused`);
} finally {
  await database.close();
}
process.exit(errors.length > 0 && entries.length === 0 ? 1 : 0);
