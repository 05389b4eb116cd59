//! The page's frame: the theme toggle, the update banner and the language
//! menu. (The keys between the editor, the grid and the answer are
//! `public/boot.js`'s: no wasm.)

pub mod language;
pub mod theme;
pub mod update;
