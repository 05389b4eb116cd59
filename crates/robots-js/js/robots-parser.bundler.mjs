import './bundler.mjs';

export { default } from './robots-parser.mjs';
