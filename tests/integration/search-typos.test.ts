import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { placeCentre } from '#tests/support/geo.ts';

async function search(ctx: ReturnType<typeof useTestApp>, params: Record<string, string>) {
  const res = await request(ctx, `/api/search?${new URLSearchParams(params)}`);
  return { status: res.status, body: await res.json() };
}

describe('GET /api/search: a misspelt place', () => {
  const ctx = useTestApp();

  it.each([
    // swapped letters
    ['Torotno', 'Toronto', 'ON'],
    ['Calgray', 'Calgary', 'AB'],
    ['Otatwa', 'Ottawa', 'ON'],
    ['Reigna', 'Regina', 'SK'],
    ['Edmotnon', 'Edmonton', 'AB'],
    // a letter missing
    ['Missisauga', 'Mississauga', 'ON'],
    ['Vancuver', 'Vancouver', 'BC'],
    ['Winipeg', 'Winnipeg', 'MB'],
    ['Hamiton, ON', 'Hamilton', 'ON'],
    ['Chicgo', 'Chicago', 'IL'],
    // a letter too many
    ['Torontoo', 'Toronto', 'ON'],
    ['Seatttle', 'Seattle', 'WA'],
    ['Halifaxx, Nova Scotia', 'Halifax', 'NS'],
    // a wrong letter
    ['Edmenton', 'Edmonton', 'AB'],
    ['Saskatoom', 'Saskatoon', 'SK'],
    ['Philadelphai', 'Philadelphia', 'PA'],
    ['Vancouver, WS', 'Vancouver', 'BC'],
    // accents and case
    ['montreal', 'Montréal', 'QC'],
    ['QUEBEC CITY', 'Québec', 'QC'],
    ['Trois Rivieres', 'Trois-Rivières', 'QC'],
    // abbreviations the gazetteer mixes
    ["Saint John's", "St. John's", 'NL'],
    ["St John's, NL", "St. John's", 'NL'],
    ['Saint Catharines', 'St. Catharines', 'ON'],
    ['Ft McMurray', 'Fort McMurray', 'AB'],
    ['Mt Pearl', 'Mount Pearl', 'NL'],
    ['Saint Louis, MO', 'St. Louis', 'MO'],
    // province narrowing still applies to a corrected name
    ['Vancuver, WA', 'Vancouver', 'WA'],
    ['Portlnd, ME', 'Portland', 'ME'],
  ])('reads "%s" as %s, %s', async (query, name, province) => {
    const { status, body } = await search(ctx, { query });
    expect(status).toBe(200);
    expect(body.interpretedAs).toBe('place');
    expect(body.place).toMatchObject({ name, province });
  });

  it('says when it corrected the query, and not when the name was right', async () => {
    const corrected = await search(ctx, { query: 'Torotno' });
    expect(corrected.body.correctedFrom).toBe('Torotno');
    const exact = await search(ctx, { query: 'Toronto' });
    expect(exact.body.correctedFrom).toBeNull();
  });

  it('searches the literal text with exact=1', async () => {
    await createWarehouse(ctx.db, {
      name: 'Torotno Freight Depot',
      ...(await placeCentre(ctx.db, 'Toronto', 'ON')),
    });
    const { status, body } = await search(ctx, { query: 'Torotno', exact: '1' });
    expect(status).toBe(200);
    expect(body.interpretedAs).toBe('text');
    expect(body.correctedFrom).toBeNull();
    expect(body.warehouses.map((w: { name: string }) => w.name)).toEqual(['Torotno Freight Depot']);
  });

  it('ranks free text by how well it matches, so a misspelt city does not put another city first', async () => {
    await createWarehouse(ctx.db, { name: 'Lakeside Depot', city: 'Milton', stateProvince: 'ON' });
    await createWarehouse(ctx.db, { name: 'Harbour Depot', city: 'Hamilton', stateProvince: 'ON' });
    // Two words, so not a place name: searched as text over every listing's name, city and address.
    const { body } = await search(ctx, { query: 'Hamiltn depot' });
    expect(body.interpretedAs).toBe('text');
    expect(body.warehouses[0].city).toBe('Hamilton');
  });

  it('leaves text that is no place alone', async () => {
    for (const query of ['cold storage', 'pick and pack', 'xyz']) {
      const { body } = await search(ctx, { query });
      expect(body.interpretedAs).toBe('text');
    }
  });

  // A 17,000-row gazetteer is small enough that the planner often prefers one sequential pass
  // (about as fast here); what matters is that the lookup can use the index as the table grows.
  it('can find the candidates through the trigram index', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select name from places where name_folded % ${'torotno'} or (name_folded like ${'to%'} and length(name_folded) between 5 and 9)`,
      );
    });
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
    expect(lines.join('\n')).toContain('Bitmap Index Scan on places_name_folded_trgm_idx');
  });
});
