//! The checking worker's one renderer: the views it lays out as parts
//! (`crate::wire::part`) that the page builds with plain DOM calls — the
//! trace's other-parser rows ([`other_parsers`]), the "Crawlers by purpose" view
//! and the usage preferences ([`policy`]), Share's status with its embed
//! builder, the link notices, the crawler presets and chip titles
//! ([`views`]), the Traffic view's report with its SVG chart and bars
//! ([`traffic`]), and the "Sitemap URLs" summary ([`sitemap`]). Every element, attribute and test id these views carry is
//! named here, and nowhere in `crate::model`, which holds their data and
//! words. Why the worker renders them rather than Leptos components:
//! docs/ARCHITECTURE.md ("The worker's renderer").

pub mod other_parsers;
pub mod policy;
pub mod sitemap;
pub mod traffic;
pub mod views;
