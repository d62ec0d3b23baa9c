// The bare baselines of the uncached reads (decision 0051, bench/uncached-reads.bench.mjs): each is
// the session join and the one statement a hand-written server would run for the figures the
// screen needs, summed or read from the meal rows themselves, sent as pg returns them.

/** A history cursor as the app writes it (base64url of "ISO instant|uuid"), or null. */
function cursorOf(text) {
  const [iso, id] = Buffer.from(text ?? '', 'base64url')
    .toString('utf8')
    .split('|');
  return iso && id ? [iso, id] : null;
}

/** Routes by path: (query params, session hash) → the answer's value (null: no session). */
export function uncachedRoutes(pool, today) {
  const one = async (name, text, values) => (await pool.query({ name, text, values })).rows;
  return {
    // The floor (issue 30): the day's sum of the person's meals, any date.
    '/api/stats/day': async (q, hash) =>
      (
        await one(
          'day',
          `select coalesce(sum(m.energy_kcal), 0)::float as energy_kcal, count(m.id)::int as meals
           from sessions s left join meals m on m.user_id = s.user_id and m.local_date = $2
           where s.token_hash = $1 and s.expires_at > now()`,
          [hash, q.get('date') ?? today()],
        )
      )[0],
    // Statistics of a period: per day, the sums of the meals logged that day (the range's days).
    '/api/stats/range': async (q, hash) => ({
      days: await one(
        'range',
        `select m.local_date, sum(m.energy_kcal)::float as energy_kcal, sum(m.protein_g)::float as protein_g,
           sum(m.carbs_g)::float as carbs_g, sum(m.fat_g)::float as fat_g, count(*)::int as meals
         from sessions s join meals m on m.user_id = s.user_id
         where s.token_hash = $1 and s.expires_at > now() and m.local_date between $2 and $3
         group by m.local_date order by m.local_date`,
        [hash, q.get('from'), q.get('to')],
      ),
    }),
    // A page of the history after a cursor: the page with each meal's items, one statement.
    '/api/meals-depois': async (q, hash) => {
      const cursor = cursorOf(q.get('cursor'));
      if (!cursor) return null;
      return {
        items: await one(
          'page_after',
          `select m.id, m.slot, m.eaten_at, m.local_date, m.energy_kcal, m.protein_g, m.carbs_g, m.fat_g,
             m.fiber_g, m.sodium_mg, m.incomplete_nutrients, m.photo_id, m.note,
             (select json_agg(i order by i.position) from (select position, food_id, food_name, quantity, unit,
               measure_id, grams, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg
               from meal_items where user_id = m.user_id and meal_id = m.id) i) as items
           from (select m.* from sessions s join meals m on m.user_id = s.user_id
             where s.token_hash = $1 and s.expires_at > now() and (m.eaten_at, m.id) < ($2::timestamptz, $3::uuid)
             order by m.eaten_at desc, m.id desc limit $4) m
           order by m.eaten_at desc, m.id desc`,
          [hash, cursor[0], cursor[1], Number(q.get('limit') ?? 20) + 1],
        ),
      };
    },
    // The export's bulk: every meal of the person with its items, oldest first.
    '/api/account/export': async (_, hash) => ({
      meals: await one(
        'export',
        `select m.id, m.slot, m.eaten_at, m.local_date, m.photo_id, m.note, m.energy_kcal, m.protein_g, m.carbs_g,
           m.fat_g, m.fiber_g, m.sodium_mg, m.incomplete_nutrients, m.search_text, m.catalog_version, m.created_at,
           m.updated_at,
           (select json_agg(i order by i.position) from (select position, food_id, food_name, quantity, unit,
             measure_id, grams, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg
             from meal_items where user_id = m.user_id and meal_id = m.id) i) as items
         from sessions s join meals m on m.user_id = s.user_id
         where s.token_hash = $1 and s.expires_at > now() order by m.eaten_at`,
        [hash],
      ),
    }),
  };
}
