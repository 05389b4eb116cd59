// Reads robots.txt files with the real npm robots-parser, in one process.
// Input (stdin): JSON {"robotsUrl": URL, "files": [{"body": BASE64, "checks": [[agent, url], ...]}]}.
// Output (stdout): JSON {"robots-parser": [[[allowed|null, line] per check] per file]}
// (allowed null: isAllowed() returned undefined; line 0: getMatchingLineNumber() gave -1).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const robotsParser = require('robots-parser');

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const job = JSON.parse(input);
const out = [];
for (const f of job.files) {
  const text = Buffer.from(f.body, 'base64').toString('utf8');
  const robots = robotsParser(job.robotsUrl, text);
  out.push(f.checks.map(([agent, url]) => {
    try {
      const allowed = robots.isAllowed(url, agent);
      const line = robots.getMatchingLineNumber(url, agent);
      return [allowed === undefined ? null : allowed, line < 0 ? 0 : line];
    } catch (e) {
      return ['error: ' + e.message, 0];
    }
  }));
}
process.stdout.write(JSON.stringify({ 'robots-parser': out }));
