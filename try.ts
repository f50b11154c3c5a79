import { readFileSync } from 'node:fs';
import { checkText, formatProblem } from './checker/node/index';
const [file, from, to] = process.argv.slice(2);
const text = readFileSync(file, 'utf8').split(from).join(to);
if (!text.includes(to)) console.log('NOT REPLACED');
for (const p of checkText(file, text)) console.log(formatProblem(p));
