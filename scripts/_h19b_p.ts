process.env.NODE_ENV = 'production';
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:55504/after2';
process.env.DATABASE_POOL_MAX = '5';
const { db } = await import('../lib/db.js');
const { createToken, authenticateToken } = await import('../lib/auth/tokens.js');
const { hit } = await import('../lib/ratelimit.js');
const { createRouter } = await import('../lib/local/vercel-routing.js');
const { loadGpa } = await import('../lib/grades/load-gpa.js');
const raw = db();
const [u] = await raw<
  { user_id: string }[]
>`select user_id from assessments group by user_id order by count(*) desc limit 1`;
const tokens: string[] = [];
for (let i = 0; i < 50; i++)
  tokens.push((await createToken(raw, { kind: 'per', name: `p${i}`, userId: u!.user_id })).token);
const router = await createRouter();
let n = 0;
const route = async () => {
  const r = await router.fetch(
    new Request('http://x/api/v1/me/gpa', { headers: { authorization: `Bearer ${tokens[n++ % 50]}` } }),
  );
  await r.text();
  if (r.status !== 200) throw new Error(String(r.status));
};
const base = async () => {
  const p = await authenticateToken(raw, tokens[n++ % 50]!);
  await hit(raw, `token:${p.id}`, 120, 60);
  const rows = await raw`
      select c.id, c.code, c.title, c.term, c.credits::float8 as credits,
             sum(a.weight * coalesce(a.grade_percent, a.grade_earned / a.grade_total * 100)) filter (where a.status <> 'excused')::float8 as points,
             sum(a.weight) filter (where a.status <> 'excused' and (a.grade_percent is not null or a.grade_earned is not null))::float8 as graded
      from courses c left join assessments a on a.course_id = c.id and a.user_id = c.user_id
      where c.user_id = ${p.userId} group by c.id order by c.created_at, c.id`;
  JSON.stringify({ courses: rows });
};
const authOnly = async () => {
  const p = await authenticateToken(raw, tokens[n++ % 50]!);
  await hit(raw, `token:${p.id}`, 120, 60);
};
const gpaOnly = async () => {
  JSON.stringify(await loadGpa(raw, u!.user_id, { target: null }));
};
for (let round = 0; round < 3; round++) {
  const out: string[] = [];
  for (const [name, f] of Object.entries({ route, base, authOnly, gpaOnly })) {
    const t = performance.now();
    for (let i = 0; i < 100; i++) await f();
    out.push(`${name} ${((performance.now() - t) / 100).toFixed(2)}`);
  }
  console.log(out.join('  '));
}
process.exit(0);
