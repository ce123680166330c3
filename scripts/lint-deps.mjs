// `npm run lint:deps`: reads dependency-cruiser's JSON (run with --ignore-known) on stdin and fails on
// a new violation (one not in .dependency-cruiser-known-violations.json) or on a known one that is gone:
// the baseline lists only violations still present, so it can only shrink.
// After fixing a known violation: `npm run lint:deps:baseline` rewrites the baseline without it.
import { readFileSync } from 'node:fs';
import { format } from 'dependency-cruiser';

const BASELINE = '.dependency-cruiser-known-violations.json';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const result = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const known = JSON.parse(readFileSync(BASELINE, 'utf8'));

const key = (v) => `${v.rule.name}: ${v.from} → ${v.to}`;
const stillKnown = new Set(result.summary.violations.filter((v) => v.rule.severity === 'ignore').map(key));
const gone = known.filter((v) => !stillKnown.has(key(v)));
const fresh = result.summary.violations.filter((v) => v.rule.severity === 'error' || v.rule.severity === 'warn');

if (fresh.length) process.stdout.write((await format(result, { outputType: 'err-long' })).output);
if (gone.length) {
  console.log(`\n${gone.length} known violation(s) fixed but still in ${BASELINE}; run \`npm run lint:deps:baseline\` to shrink it:`);
  for (const v of gone) console.log(`  ${key(v)}`);
}
if (!fresh.length && !gone.length) console.log(`✔ no new dependency violations (${known.length} known, listed in ${BASELINE})`);
process.exit(fresh.length || gone.length ? 1 : 0);
