//! The page's frame: the theme toggle, the update banner, the language
//! menu and the keys that move between the editor, the grid and the answer.

pub mod keys;
pub mod language;
pub mod theme;
pub mod update;
