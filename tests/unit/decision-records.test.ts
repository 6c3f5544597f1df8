import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Each decision record is listed in docs/decisions/README.md and starts with its Status and Date,
 * so a reader finds every rule the code relies on from the index.
 */
const DIR = 'docs/decisions';
const records = readdirSync(DIR).filter((file) => file.endsWith('.md') && file !== 'README.md');
const index = readFileSync(`${DIR}/README.md`, 'utf8');

describe.each(records)('docs/decisions/%s', (record) => {
  it('is listed in the index', () => {
    expect(index).toContain(`](${record})`);
  });

  it('names its Status and Date', () => {
    const head = readFileSync(`${DIR}/${record}`, 'utf8').split('\n').slice(0, 8).join('\n');
    expect(head).toMatch(/^Status: \w+/m);
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
  });
});
