//! The page's frame: the theme toggle, the update banner and the language
//! menu.

pub mod language;
pub mod theme;
pub mod update;
