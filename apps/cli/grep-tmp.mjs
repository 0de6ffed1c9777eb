import { loadCardPool } from '@mtg/oracle';
const pool = loadCardPool();
const re = new RegExp(process.argv[2], 'i');
let n=0, s=0;
for (const c of pool.cards) { const t = c.text ?? ''; if (re.test(t)) { n++; if (c.supported) s++; if (!process.argv[3]) console.log(c.supported?'OK ':'NO ', c.name, '|', (c.diagnostics?.[0]?.message??'').slice(0,70), '|', (t.split('\n').find(l=>re.test(l))||'').slice(0,150)); } }
console.log(n, 'matching', s, 'supported');
