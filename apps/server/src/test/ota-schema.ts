/**
 * Validates OTA documents against the official OpenTravel 2015B schemas (issue 30): the unmodified
 * files in `vendor/opentravel-2015B/`, read by Debian's `xmllint` (libxml2-utils, installed by
 * `.ci/run` like Chromium). A real XSD validator, not a shape check of our own: every message kind
 * the product sends or answers passes through `expectValidOta` in the tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SCHEMAS = fileURLToPath(new URL('../../../../vendor/opentravel-2015B/', import.meta.url));
const XMLLINT = '/usr/bin/xmllint';

/** The root element's name of a document (after the XML declaration). */
function rootOf(xml: string): string {
  const match = /<([A-Za-z_][\w.-]*)[\s/>]/.exec(xml.replace(/^<\?xml[^>]*\?>/, ''));
  if (!match?.[1]) return '';
  return match[1];
}

/** The schema errors of an OTA document ([] when valid); the schema is the root's own file. */
export function otaSchemaErrors(xml: string): string[] {
  if (!existsSync(XMLLINT)) throw new Error(`${XMLLINT} is missing: apt-get install libxml2-utils`);
  if (!rootOf(xml)) return ['no root element'];
  const schema = `${SCHEMAS}${rootOf(xml)}.xsd`;
  if (!existsSync(schema)) return [`no 2015B schema for the root ${rootOf(xml)}`];
  try {
    execFileSync(XMLLINT, ['--noout', '--nonet', '--schema', schema, '-'], {
      input: xml,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
    return stderr.split('\n').filter((line) => line.trim() !== '' && !line.endsWith('fails to validate'));
  }
}

/** Throws with xmllint's messages unless the document is valid against its root's 2015B schema. */
export function expectValidOta(xml: string): void {
  const errors = otaSchemaErrors(xml);
  if (errors.length > 0)
    throw new Error(`invalid against the OTA 2015B schema:\n${errors.slice(0, 20).join('\n')}`);
}
