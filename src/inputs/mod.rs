//! What is tested: the URL list, the crawlers and the site options.

pub mod crawlers;
pub mod site;
pub mod urls;
