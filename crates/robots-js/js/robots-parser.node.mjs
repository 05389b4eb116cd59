import './node.mjs';

export { default } from './robots-parser.mjs';
