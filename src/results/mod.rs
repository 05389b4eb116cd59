//! The results: the grid of verdicts (with its filters, sorting and
//! export), the trace that explains the selected cell, and the crawlers of
//! the registry by purpose.

pub mod export;
pub mod grid;
pub mod other_parsers;
pub mod policy;
pub mod sitemap;
pub mod trace;
pub mod traffic;
