// Runs npm scripts at the same time and fails when any fails: `npm test` runs the integration and
// browser tiers side by side. Both spend much of their time waiting (game timers, sockets, page
// loads), so together they take far less than one after the other (docs/architecture/testing.md
// "Running tests"). Each line is prefixed with its script's name; a summary closes the run.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
      }
      child.on('close', (code, signal) => resolve({ script, code: code ?? 1, signal, at: seconds() }));
    }),
);

const results = await Promise.all(runs);
for (const { script, code, signal, at } of results) {
  console.log(`${script}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} after ${at} s`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
