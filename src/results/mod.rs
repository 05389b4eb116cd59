//! The results: the grid of verdicts (with its filters, sorting and
//! export) and the trace that explains the selected cell.

pub mod export;
pub mod grid;
pub mod readers;
pub mod trace;
